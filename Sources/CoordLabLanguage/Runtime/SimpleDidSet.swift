/// A stored property whose only observers are `didSet`s that do not read `oldValue`
/// (SE-0268): Swift modifies its storage in place (`children.removeAll { … }`,
/// `children[0] = c`, `groups["x"] = nil`), so what the mutation removes is released
/// during it, before `didSet` runs, and no copy of the old value is made. Any other
/// observed property is read, changed as a copy and written back through its observers.
struct SimpleDidSet {
    /// The instance and the index of the stored property.
    let object: Unmanaged<Instance>
    let field: Int
    /// The `didSet`s to run after the mutation, least derived class first.
    let didSets: [FunctionCode]
}

extension Interpreter {
    /// The in-place modification of property `p`, when it is such a property of an instance.
    func simpleDidSet(_ p: PropertyRef) -> SimpleDidSet? {
        guard p.subscriptArgs == nil, p.from == nil, case .object(let r) = p.base else { return nil }
        let o = r.takeUnretainedValue()
        guard let f = o.type.storedIndex(p.name) else { return nil }
        let a = o.type.accessors(for: p.name, isStatic: false)
        guard a.setter == nil, !a.levels.isEmpty,
              a.levels.allSatisfy({ $0.willSet == nil && !$0.didSetUsesOld }) else { return nil }
        return SimpleDidSet(object: r, field: f, didSets: a.levels.reversed().compactMap(\.didSet))
    }

    /// Runs the `didSet`s of a property modified in place.
    func runDidSets(_ s: SimpleDidSet) throws {
        for d in s.didSets { try release(try invoke(d, self: .object(s.object), args: [])) }
    }
}
