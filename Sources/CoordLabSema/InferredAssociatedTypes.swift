/// Associated types that a conforming type never names: Swift infers them from the witness
/// of a requirement that uses them (`func navigate(to step: AppStep)` makes `Step` of
/// `protocol Coordinating { associatedtype Step; func navigate(to step: Step) }` `AppStep`).
extension Declarations {
    /// What the members of `conformer` that witness `proto`'s requirements make its
    /// associated type `name`; nil when no witness mentions it. `arguments` are the
    /// conformer's generic arguments where it is known as a superclass of a concrete type
    /// (`Base<Route>` for `class Shop: Base<ShopRoute>`): its witnesses are read with them.
    func inferredAssociatedType(_ name: String, of proto: NominalDeclaration, in conformer: String,
                                arguments: [String: SemaType] = [:]) -> SemaType? {
        guard let own = types[conformer] else { return nil }
        for (member, requirements) in proto.members.sorted(by: { $0.key < $1.key }) {
            for r in requirements where r.kind != .initializer {
                for w in own.members[member] ?? [] where w.kind == r.kind && w.isStatic == r.isStatic && w.labels == r.labels {
                    var binding = GenericBinding()
                    binding.symbolic = arguments.isEmpty ? Set(own.genericParameters) : []
                    // A generic conformer's witness, read with the arguments it is known by.
                    let symbolic = arguments.isEmpty ? nil : w.symbolic
                    let parameters = (symbolic?.parameterTypes ?? w.parameters).map { $0.substituting(arguments) }
                    // Without arguments, the witness's type keeps the conformer's parameters
                    // (`Item` is `T` for `var items: [T]`), as a `typealias Item = T` would.
                    let type = (symbolic?.result ?? w.genericType ?? w.type).substituting(arguments)
                    if let s = r.symbolic ?? r.generic {
                        guard s.parameterTypes.count == parameters.count else { continue }
                        for (p, t) in zip(s.parameterTypes, parameters) { binding.bind(p, to: t) }
                        binding.bind(s.result, to: type)
                    } else if let t = r.genericType {
                        binding.bind(t, to: type)
                    }
                    if let found = binding.bindings[name] { return found }
                }
            }
        }
        return nil
    }
}
