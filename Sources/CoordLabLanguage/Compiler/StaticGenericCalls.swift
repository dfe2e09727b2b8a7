import CoordLabSema

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
