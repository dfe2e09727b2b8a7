import CoordLabSema

extension Interpreter {
    /// `Array(sequence)` of a program's own sequence: its elements, asked of its iterator
    /// one by one (`__coordlabArray()` of `Swift/Sequence.swift`); nil for any other value.
    func ownSequenceArray(_ v: Value, at loc: CodeLocation) throws -> Value? {
        guard let t = subscriptOwner(v), t.allProtocols().contains(where: { $0.name == OwnSequences.standIns["Sequence"] }),
              let elements = t.findMethod("__coordlabArray", labels: [], trailing: 0) else { return nil }
        return try call(elements, self: v, args: [], labels: [], trailing: 0, at: loc)
    }
}
