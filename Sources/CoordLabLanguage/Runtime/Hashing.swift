import CoordLabSyntax

/// Hash values, as Swift's `Hashable` gives them: `hashValue`, and what the prelude's
/// `Hasher` combines. Equal values hash alike (each type's own `hash(into:)` runs, as
/// Swift's does; a synthesized one combines the stored properties or the case and its
/// associated values, an object without one its identity). Like Swift's, hashes are seeded
/// per process (from the host's own `Hasher`, so `SWIFT_DETERMINISTIC_HASHING` fixes them
/// too): a program can compare them, never rely on their values.
extension Interpreter {
    /// A fresh hasher's state: the process's seed.
    static let hashSeed: Int = {
        var h = Hasher()
        h.combine(0x636f_6f72_646c_6162)
        return h.finalize()
    }()

    /// `value.hashValue`: a fresh hasher with `value` combined, finalized.
    func hashValue(of value: Value, at loc: CodeLocation) throws -> Int {
        Self.finalizeHash(try combineHash(Self.hashSeed, value, at: loc))
    }

    /// The state `state` becomes once `value` is combined into it (`hasher.combine(value)`).
    func combineHash(_ state: Int, _ value: Value, at loc: CodeLocation) throws -> Int {
        switch value {
        case .void: return Self.mix(state, 0)
        case .none: return Self.mix(state, 0)
        case .int(let n): return Self.mix(state, n)
        case .sized(let s): return Self.mix(state, s.hashValue)
        // `0.0 == -0.0`: equal values hash alike.
        case .double(let d): return Self.mix(state, d == 0 ? 0 : d.hashValue)
        case .float(let f): return Self.mix(state, f == 0 ? 0 : f.hashValue)
        case .bool(let b): return Self.mix(state, b ? 1 : 2)
        // The host's String hash follows its `==` (canonical equivalence).
        case .string(let s): return Self.mix(state, s.hashValue)
        case .range(let lo, let hi, let closed): return Self.mix(Self.mix(Self.mix(state, lo), hi), closed ? 1 : 0)
        case .array(let a): return try combineHashes(Self.mix(state, a.items.count), a.items, at: loc)
        case .tuple(let t): return try combineHashes(state, t.elements, at: loc)
        // Unordered: each element hashed alone, the hashes summed, as Swift's Set does.
        case .set(let s): return Self.mix(state, try unorderedHash(s.items.map { [$0] }, at: loc))
        case .dictionary(let d): return Self.mix(state, try unorderedHash(zip(d.keys, d.values).map { [$0, $1] }, at: loc))
        case .metatype(let t): return Self.mix(state, t.name.hashValue)
        case .box(let b): return try combineHash(state, b.value, at: loc)
        case .weakObject(let o): return try combineHash(state, .object(Unmanaged.passUnretained(o)), at: loc)
        case .inoutReference(let r): return try combineHash(state, try read(r.ref, at: loc), at: loc)
        case .object(let r):
            let o = r.takeUnretainedValue()
            if let code = o.type.findMethod("hash", labels: ["into"], trailing: 0) {
                return try runHashInto(code, on: value, state, at: loc)
            }
            return Self.mix(state, o.id)
        case .structValue(let s):
            if let code = s.type.findMethod("hash", labels: ["into"], trailing: 0) {
                return try runHashInto(code, on: value, state, at: loc)
            }
            return try combineHashes(state, s.fields, at: loc)
        case .enumCase(let e):
            if let code = e.type.findMethod("hash", labels: ["into"], trailing: 0) {
                return try runHashInto(code, on: value, state, at: loc)
            }
            return try combineHashes(Self.mix(state, e.index), e.payload, at: loc)
        case .closure:
            throw Trap("a function is not Hashable", at: loc)
        }
    }

    /// `value.hash(into: &hasher)` where `value` is a standard value or its type leaves
    /// `hash(into:)` to Swift's synthesis: `value` combined into the hasher; nil for any
    /// other call.
    func synthesizedHashInto(_ value: Value, _ args: [Value], labels: [String?], at loc: CodeLocation) throws -> Value? {
        guard labels == ["into"], case .inoutReference(let r) = args[0], case .structValue(let hasher) = try read(r.ref, at: loc),
              let field = hasher.type.fieldIndex["__state"], case .int(let state) = hasher.fields[field] else { return nil }
        var fields = hasher.fields
        fields[field] = .int(try combineHash(state, value, at: loc))
        try write(.structValue(StructValue(type: hasher.type, fields: fields)), to: r.ref, at: loc)
        return .void
    }

    /// `values` combined in order.
    private func combineHashes(_ state: Int, _ values: [Value], at loc: CodeLocation) throws -> Int {
        var s = state
        for v in values { s = try combineHash(s, v, at: loc) }
        return s
    }

    /// The sum of each group's own hash, whatever the groups' order.
    private func unorderedHash(_ groups: [[Value]], at loc: CodeLocation) throws -> Int {
        var sum = 0
        for g in groups { sum = sum &+ Self.finalizeHash(try combineHashes(Self.hashSeed, g, at: loc)) }
        return sum
    }

    /// Runs a type's own `hash(into:)` on `value` with a `Hasher` holding `state`; the state
    /// it leaves.
    private func runHashInto(_ code: FunctionCode, on value: Value, _ state: Int, at loc: CodeLocation) throws -> Int {
        guard case .structType(let hasherType)? = types["Hasher"], hasherType.fieldIndex["__state"] != nil else {
            throw Trap("coordlab cannot run 'hash(into:)' without its Hasher", at: loc)
        }
        let field = hasherType.fieldIndex["__state"]!
        var fields = Array(repeating: Value.int(0), count: hasherType.fields.count)
        fields[field] = .int(state)
        let box = Box(value: .structValue(StructValue(type: hasherType, fields: fields)), kind: .strong, name: "hasher")
        let reference = InoutReference(ref: .boxed(box), writeBack: nil, temporary: nil, location: loc)
        _ = try call(code, self: value, args: [.inoutReference(reference)], labels: ["into"], trailing: 0, at: loc)
        guard case .structValue(let after) = box.value, case .int(let s) = after.fields[field] else { return state }
        return s
    }

    /// One step of combining: `bits` stirred into `state` (FNV-style multiply, then a shift).
    static func mix(_ state: Int, _ bits: Int) -> Int {
        let x = (state ^ bits) &* 0x100_0000_01b3
        return x ^ (x >> 29)
    }

    /// What `finalize()` gives for a state.
    static func finalizeHash(_ state: Int) -> Int {
        var x = UInt64(bitPattern: Int64(state))
        x ^= x >> 33; x = x &* 0xff51_afd7_ed55_8ccd
        x ^= x >> 33; x = x &* 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return Int(Int64(bitPattern: x))
    }
}
