import SwiftSyntax

/// Values called as functions: a value of a type that declares `callAsFunction` methods is
/// called by writing arguments after it (`adder(2)` is `adder.callAsFunction(2)`).
extension BodyChecker {
    /// The result of calling a value of type `t` with `call`'s arguments, when `t` declares
    /// `callAsFunction` (recorded so that the compiler calls the method); nil otherwise.
    /// Calling a value of any other declared type is swiftc's error.
    func callAsFunctionType(_ t: SemaType, call: CallArguments) -> SemaType? {
        var name = t.nominalName
        // A generic parameter's value: its constraint's requirement (`g(v)` of a `g: F`, `F: Fn`).
        if case .parameter(let p) = t { name = parameterConstraints[p] }
        guard let n = name, let decl = declarations.types[n], let callee = call.callee else { return nil }
        switch declarations.member("callAsFunction", of: n) {
        case .found: break
        // A generic type's members are not looked up; its own declarations still say.
        case .unknown: guard decl.members["callAsFunction"] != nil else { return nil }
        case .missing:
            error("cannot call value of non-function type '\(t)'", at: callee)
            typeArguments(call, parameters: nil)
            return .unknown
        }
        if recording, let id = call.id {
            callAsFunctionCalls.insert(id)
            expressionTypes[callee.id] = t
        }
        return member("callAsFunction", of: t, at: callee, call: call)
    }
}
