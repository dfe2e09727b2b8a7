import SwiftSyntax

/// Casts to a program's generic class, struct or enum (`as? Box<Int>`, `is
/// Coordinator<AppRoute>`, `case let b as Box<Int>`): a value keeps the spelling of the
/// generic arguments it was made with, which the cast compares with the target's.
extension BodyChecker {
    /// Records the target of a cast to a generic type for the compiler, or refuses one
    /// coordlab cannot test: without its arguments (`as? Box`, whose arguments Swift
    /// infers), with an argument naming a generic parameter or an Optional (coordlab keeps
    /// neither when it runs), or to a framework's type (whose values may not keep them).
    func checkGenericCast(to written: TypeSyntax) {
        let target = declarations.resolve(written, in: selfType).unwrapped
        switch target {
        case .generic(let n, let args):
            guard let decl = declarations.types[n], !decl.isFramework, decl.kind != .protocolType,
                  args.allSatisfy({ $0.isKnown && $0.withoutOptionals == $0 && isSpellable($0) }) else {
                unsupported("casts to generic type '\(n)' with these arguments", at: written)
                return
            }
            if recording { genericCastTargets[written.id] = target }
        case .named(let n) where declarations.types[n]?.genericParameters.isEmpty == false:
            unsupported("casts to generic type '\(n)' without its generic arguments", at: written)
        case .named(let n) where declarations.types[n]?.kind == .protocolType && conditionallyConformedProtocols.contains(n):
            unsupported("casts to protocol '\(n)', which a generic type conforms to only under a 'where' clause", at: written)
        default:
            break
        }
    }
}
