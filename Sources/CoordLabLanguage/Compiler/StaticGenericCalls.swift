import CoordLabSema
import SwiftSyntax

/// Calls of the static methods of a program's generic type, whose parameters each call
/// binds (see `StaticGenericMembers` in the checker).
extension Compiler {
    /// Refuses `call` of a static method of a program's generic type when the checker found
    /// no binding of the type's parameters for it: its body could not make values of them.
    func requireStaticGenericBinding(_ call: MethodCall, _ ctx: FunctionContext, at l: CodeLocation) throws {
        guard call.genericCall == nil else { return }
        let owner: NominalType?
        if let t = call.base as? TypeValue { owner = t.type.nominal }
        else if call.base is DynamicSelfType { owner = ctx.effectiveSelfType }
        else { return }
        // Only a program's type's static methods take its parameters as their own (a
        // framework's are compiled without them).
        guard let owner, !(owner is ProtocolType), !owner.genericParameters.isEmpty,
              let codes = owner.staticMethods[call.name],
              codes.contains(where: { $0.genericParameters.starts(with: owner.genericParameters) }) else { return }
        throw CompileError.unsupported("calling '\(owner.name).\(call.name)' here (coordlab cannot tell the generic arguments of '\(owner.name)')", at: l)
    }
}

extension Compiler {
    /// What a read of static computed property `m` of a program's generic type (`owner`)
    /// binds the type's parameters to, for the getter's body; nil for any other read. A
    /// read the checker found no binding for is refused: the body could not make values of
    /// the parameters.
    func staticPropertyBinding(_ m: MemberAccessExprSyntax, owner: NominalType?, _ ctx: FunctionContext,
                               at l: CodeLocation) throws -> GenericCallBinding? {
        let name = m.declName.baseName.text
        guard let owner, !(owner is ProtocolType), let getter = owner.staticComputed[name], !getter.genericParameters.isEmpty else {
            return nil
        }
        guard let binding = try genericCallBinding(typed?.genericBindings(ofStaticProperty: m), function: name, in: ctx, at: l) else {
            throw CompileError.unsupported("reading '\(owner.name).\(name)' here (coordlab cannot tell the generic arguments of '\(owner.name)')", at: l)
        }
        return binding
    }

    /// For `empty` read by its bare name in a static member of generic type `t` that
    /// declares it as a static computed property: the parameters that code runs with.
    func ownStaticPropertyBinding(_ name: String, of t: NominalType, _ ctx: FunctionContext,
                                  at l: CodeLocation) throws -> GenericCallBinding? {
        guard let getter = t.staticComputed[name], !getter.genericParameters.isEmpty else { return nil }
        return try genericCallBinding(t.genericParameters.map { ($0, SemaType.parameter($0)) }, function: name, in: ctx, at: l)
    }
}
