/// The default value of a stored property of a generic class (`let router = Router<Route>()`
/// in `class Coordinator<Route>`), run as a getter on the object being made, so that a value
/// it makes from the class's generic parameters takes the object's arguments. Swift's
/// property initializers cannot name `self`; the checker refuses one that does, so the
/// getter reads nothing of the object but its generic arguments.
final class GenericFieldDefault: Expr {
    let getter: FunctionCode
    init(getter: FunctionCode, loc: CodeLocation) {
        self.getter = getter
        super.init(loc: loc)
    }

    override func eval(_ i: Interpreter) throws -> Value {
        guard let o = i.instanceBeingInitialized else {
            throw Trap("coordlab ran a generic class's property default outside an initializer", at: loc)
        }
        let made = try i.invoke(getter, self: .object(o), args: [])
        i.keepUntilEndOfStatement(made)
        return made
    }
}
