import CoordLabSyntax
import SwiftSyntax

/// Casts to a program's generic type (`as? Box<Int>`, `is Coordinator<AppRoute>`, `case let
/// b as Box<Int>`): the checker fixes the target's arguments, the cast compares them with the
/// spelling the value keeps.
extension Compiler {
    /// The type a cast to `written` tests for, with the generic arguments the checker found
    /// for a program's generic type.
    func castSpec(_ written: TypeSyntax) -> TypeSpec {
        var spec = TypeSpec(written)
        if case .generic(_, let args)? = typed?.genericCastTarget(of: written) { spec.genericArguments = spelled(args).qualified }
        return spec
    }
}
