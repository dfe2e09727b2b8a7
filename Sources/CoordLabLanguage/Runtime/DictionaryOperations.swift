extension DictionaryBuffer {
    /// The value stored for `key`, if any.
    func value(for key: Value) -> Value? {
        guard let k = key.dictionaryKey, let i = index[k] else { return nil }
        return values[i]
    }

    /// Stores `value` for `key` (already retained by the caller), returning the old value.
    @discardableResult
    func set(_ value: Value, for key: Value) -> Value? {
        guard let k = key.dictionaryKey else { return nil }
        if let i = index[k] {
            let old = values[i]
            values[i] = value
            return old
        }
        index[k] = keys.count
        keys.append(key)
        values.append(value)
        return nil
    }

    /// Removes `key`, returning its value (the caller releases it and the key).
    func remove(_ key: Value) -> Value? {
        guard let k = key.dictionaryKey, let i = index[k] else { return nil }
        let old = values[i]
        keys.remove(at: i)
        values.remove(at: i)
        index = [:]
        for (j, key) in keys.enumerated() { if let dk = key.dictionaryKey { index[dk] = j } }
        return old
    }
}

extension Value {
    /// The key of a struct or tuple: its type and its values' keys, in order.
    private static func fieldsKey(_ type: ObjectIdentifier?, _ values: [Value]) -> DictionaryKey? {
        var parts: [DictionaryKey] = []
        for x in values {
            guard let k = x.dictionaryKey else { return nil }
            parts.append(k)
        }
        return .fields(type, parts)
    }

    /// The hashable form of a value used as a dictionary key or in `==`.
    var dictionaryKey: DictionaryKey? {
        switch self {
        case .int(let x): return .int(x)
        case .sized(let x): return .sized(x)
        case .float(let x): return .float(x)
        case .string(let x): return .string(x)
        case .bool(let x): return .bool(x)
        case .double(let x): return .double(x)
        case .enumCase(let e):
            if e.payload.isEmpty { return .enumCase(ObjectIdentifier(e.type), e.index) }
            var parts: [DictionaryKey] = []
            for x in e.payload {
                guard let k = x.dictionaryKey else { return nil }
                parts.append(k)
            }
            return .payloadCase(ObjectIdentifier(e.type), e.index, parts)
        case .object(let o): return .object(ObjectIdentifier(o.takeUnretainedValue()))
        case .none: return DictionaryKey.none
        case .structValue(let s):
            // Every stored property: a struct with its own `==` is found by it instead, the
            // key a program gives replaced by the equal one stored (`Interpreter.canonicalKey`).
            return Self.fieldsKey(ObjectIdentifier(s.type), s.fields)
        case .tuple(let t): return Self.fieldsKey(nil, t.elements)
        case .array(let b):
            guard case .fields(_, let parts)? = Self.fieldsKey(nil, b.items) else { return nil }
            return .elements(parts)
        case .set(let s):
            guard case .fields(_, let parts)? = Self.fieldsKey(nil, s.items) else { return nil }
            return .set(Set(parts))
        case .dictionary(let d):
            var entries: [DictionaryKey: DictionaryKey] = [:]
            for (k, v) in zip(d.keys, d.values) {
                guard let kk = k.dictionaryKey, let vk = v.dictionaryKey else { return nil }
                entries[kk] = vk
            }
            return .entries(entries)
        default: return nil
        }
    }
}
