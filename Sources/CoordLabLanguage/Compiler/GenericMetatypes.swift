import CoordLabSema
import SwiftSyntax

/// `Box<Int>.self`: the metatype of a generic type the program declares, with the arguments
/// written. coordlab's metatypes of generic types are spellings (as `type(of:)` of an
/// instance gives), which print, debugPrint and compare as Swift's do.
extension Compiler {
    /// The metatype `m` spells, when it is a generic type with its arguments before `.self`.
    func genericMetatype(_ m: MemberAccessExprSyntax) -> Expr? {
        guard m.declName.baseName.text == "self", let base = m.base, base.is(GenericSpecializationExprSyntax.self),
              case .metatype(.generic(let n, let args))? = typed?.type(of: base), args.allSatisfy(\.isKnown),
              let nominal = interpreter.types[n]?.nominal else { return nil }
        let arguments = spelled(args)
        return GenericMetatypeLiteral(plain: nominal.name + arguments.plain, qualified: nominal.qualifiedName + arguments.qualified,
                                      loc: loc(m.declName))
    }
}

/// A generic type's metatype with its arguments, as a spelling (see `Compiler.genericMetatype`).
final class GenericMetatypeLiteral: Expr {
    /// `Box<Int>`, and `main.Box<Swift.Int>` as `debugPrint` spells it.
    let plain: String
    let qualified: String
    init(plain: String, qualified: String, loc: CodeLocation) {
        self.plain = plain
        self.qualified = qualified
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        i.qualifiedGenericSpellings[plain] = qualified
        return .metatype(.builtin(plain))
    }
}
