/// The types of stored properties written without one (`var state = ProfileState()`) that
/// witness a property requirement of a protocol with associated types, inferred before any
/// body is checked: an associated type is inferred from its witnesses' declared types (see
/// `Declarations.inferredAssociatedType`), which for these are their initial values'.
extension BodyChecker {
    /// Writes the inferred type into each such property's declaration.
    func inferWitnessPropertyTypes() {
        let requiredProperties = Set(declarations.types.values
            .filter { $0.kind == .protocolType && !$0.associatedTypes.isEmpty }
            .flatMap { p in p.members.filter { $0.value.contains { $0.kind == .property } }.keys })
        guard !requiredProperties.isEmpty else { return }
        for (owner, decl) in declarations.types where decl.kind != .protocolType && !decl.isFramework {
            for name in requiredProperties {
                guard let ms = decl.members[name], let i = ms.firstIndex(where: { isInferred($0) }) else { continue }
                let t = propertyType(ms[i], owner: owner)
                guard t != .unknown else { continue }
                declarations.types[owner]?.members[name]?[i].type = t
            }
        }
    }

    /// A property whose type comes from its initial value.
    private func isInferred(_ m: Member) -> Bool {
        m.kind == .property && m.type == .unknown && m.initializer != nil && m.wrapperRole == nil
    }
}
