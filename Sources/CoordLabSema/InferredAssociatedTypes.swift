/// Associated types that a conforming type never names: Swift infers them from the witness
/// of a requirement that uses them (`func navigate(to step: AppStep)` makes `Step` of
/// `protocol Coordinating { associatedtype Step; func navigate(to step: Step) }` `AppStep`).
extension Declarations {
    /// What the members of `conformer` that witness `proto`'s requirements make its
    /// associated type `name`; nil when no witness mentions it.
    func inferredAssociatedType(_ name: String, of proto: NominalDeclaration, in conformer: String) -> SemaType? {
        guard let own = types[conformer] else { return nil }
        for (member, requirements) in proto.members.sorted(by: { $0.key < $1.key }) {
            for r in requirements where r.kind != .initializer {
                for w in own.members[member] ?? [] where w.kind == r.kind && w.isStatic == r.isStatic && w.labels == r.labels {
                    var binding = GenericBinding()
                    if let s = r.symbolic ?? r.generic {
                        guard s.parameterTypes.count == w.parameters.count else { continue }
                        for (p, t) in zip(s.parameterTypes, w.parameters) { binding.bind(p, to: t) }
                        binding.bind(s.result, to: w.type)
                    } else if let t = r.genericType {
                        binding.bind(t, to: w.type)
                    }
                    if let found = binding.bindings[name] { return found }
                }
            }
        }
        return nil
    }
}
