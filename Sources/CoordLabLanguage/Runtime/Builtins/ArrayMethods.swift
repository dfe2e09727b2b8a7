import CoordLabSyntax

/// Built-in methods of arrays, dictionaries and strings.
extension Interpreter {
    /// Calls a non-mutating built-in method; nil when there is none by that name.
    func builtinMethod(on b: Value, _ name: String, _ a: [Value], labels: [String?],
                       at loc: CodeLocation) throws -> Value? {
        try Builtins.checkArity(name, a.count, at: loc)
        switch b {
        case .array(let buf):
            if let view = try arrayView(buf, name, a, labels: labels, at: loc) { return view }
            return try arrayMethod(buf.items, name, a, labels: labels, indexBase: buf.startIndex, at: loc)
        case .range(let lo, let hi, let closed):
            // `(0...10).contains(2.5)`: Swift makes a range of Doubles of the literals.
            if name == "contains", labels == [nil], let d = a.first?.floatingPointNumber {
                return .bool(Value.range(lo, hi, closed: closed, holds: d))
            }
            if !closed, let part = Self.rangePart(lo, hi, name, a) { return part }
            return try arrayMethod(Self.rangeElements(lo, hi), name, a, labels: labels, indexBase: lo, at: loc)
        case .set(let s): return try setMethod(s, name, a, labels: labels, at: loc)
        case .dictionary(let d):
            if name == "index" { return nil }
            return try dictionaryMethod(d, name, a, labels: labels, at: loc)
        case .string(let s): return try stringMethod(s, name, a, labels: labels, at: loc)
        case .int(let n): return try integerMethod(n, name, a, labels: labels, at: loc)
        case .sized(let s): return try sizedMethod(s, name, a, labels: labels, at: loc)
        case .double(let x): return floatingMethod(x, name, a, labels: labels)
        default: break
        }
        return nil
    }

    /// Calls a closure (or method reference) given as an argument.
    func callFunction(_ f: Value, _ args: [Value], at loc: CodeLocation) throws -> Value {
        guard case .closure(let c) = f else { throw Trap("argument is not a function", at: loc) }
        // `{ key, value in … }` given one `(key:, value:)` pair takes its elements.
        if args.count == 1, case .tuple(let t) = args[0], c.code.params.count > 1, c.code.params.count == t.elements.count {
            return try callClosure(c, t.elements, at: loc)
        }
        return try callClosure(c, args, at: loc)
    }

    func truth(_ v: Value, _ loc: CodeLocation) throws -> Bool {
        guard case .bool(let x) = v else { throw Trap("closure must return Bool", at: loc) }
        return x
    }

    /// A tuple value as a statement temporary.
    func tupleOf(_ items: [Value], labels: [String]? = nil) -> Value {
        items.forEach(retain)
        let v = Value.tuple(TupleValue(items, labels: labels))
        temps.append(v)
        return v
    }

    /// Calls a built-in method on the elements of an array (or of a set, a dictionary, a
    /// range or a string seen as one); `indexBase` is the index of the first (a slice's).
    func arrayMethod(_ items: [Value], _ name: String, _ a: [Value], labels: [String?], indexBase: Int = 0,
                     at loc: CodeLocation) throws -> Value? {
        let f = a.first ?? .void
        let given: String? = labels.first ?? nil
        let label = given ?? (a.count == 1 && isClosure(f) && ["first", "last", "firstIndex", "lastIndex", "contains", "count"].contains(name) ? "where" : nil)
        switch (name, label) {
        case ("filter", _): return newArray(try items.filter { try truth(try callFunction(f, [$0], at: loc), loc) })
        case ("map", _):
            return newArray(try releasingPartialResults { try items.map { try callFunction(f, [$0], at: loc) } })
        case ("compactMap", _):
            return newArray(try releasingPartialResults { try items.map { try callFunction(f, [$0], at: loc) } }.filter { !$0.isNil })
        case ("forEach", _):
            for x in items { _ = try callFunction(f, [x], at: loc) }
            return .void
        case ("first", "where"):
            for x in items where try truth(try callFunction(f, [x], at: loc), loc) { return copyForStatement(x) }
            return Value.none
        case ("last", "where"):
            for x in items.reversed() where try truth(try callFunction(f, [x], at: loc), loc) { return copyForStatement(x) }
            return Value.none
        case ("firstIndex", "where"):
            for (k, x) in items.enumerated() where try truth(try callFunction(f, [x], at: loc), loc) { return .int(indexBase + k) }
            return Value.none
        case ("lastIndex", "where"):
            for (k, x) in items.enumerated().reversed() where try truth(try callFunction(f, [x], at: loc), loc) { return .int(indexBase + k) }
            return Value.none
        case ("count", "where"): return .int(try items.filter { try truth(try callFunction(f, [$0], at: loc), loc) }.count)
        case ("firstIndex", "of"): return try items.firstIndex { try equal($0, f, at: loc) }.map { .int(indexBase + $0) } ?? Value.none
        case ("lastIndex", "of"): return try items.lastIndex { try equal($0, f, at: loc) }.map { .int(indexBase + $0) } ?? Value.none
        case ("contains", "where"):
            for x in items where try truth(try callFunction(f, [x], at: loc), loc) { return .bool(true) }
            return .bool(false)
        case ("allSatisfy", _):
            for x in items where !(try truth(try callFunction(f, [x], at: loc), loc)) { return .bool(false) }
            return .bool(true)
        case ("contains", _): return .bool(try items.contains { try equal($0, f, at: loc) })
        case ("reversed", _): return newArray(items.reversed())
        case ("enumerated", _): return newArray(items.enumerated().map { tupleOf([.int($0), $1], labels: ["offset", "element"]) })
        case ("dropFirst", nil): return newArray(Array(items.dropFirst(intArg(a, 1))))
        case ("dropLast", nil): return newArray(Array(items.dropLast(intArg(a, 1))))
        case ("prefix", nil) where a.count == 1: return newArray(Array(items.prefix(intArg(a, 0))))
        case ("suffix", nil) where a.count == 1: return newArray(Array(items.suffix(intArg(a, 0))))
        case ("joined", _) where a.isEmpty && !items.isEmpty && items.allSatisfy({ if case .array = $0 { return true } else { return false } }):
            // An array of arrays joins into its elements, in order (Swift's FlattenSequence).
            let flat = items.flatMap { v -> [Value] in if case .array(let b) = v { return b.items } else { return [] } }
            return newArray(flat)
        case ("joined", _):
            let sep: String
            if case .string(let s) = f { sep = s } else { sep = "" }
            return .string(items.map { describe($0, debug: false) }.joined(separator: sep))
        case ("reduce", "into"):
            // The accumulator is one storage the body changes through its `inout` parameter.
            retain(f)
            let box = Box(value: f, kind: .strong, name: "into")
            let access = Value.inoutReference(InoutReference(ref: .boxed(box), writeBack: nil, temporary: nil, location: loc))
            for x in items { _ = try callFunction(a[1], [access, x], at: loc) }
            let result = box.value
            box.value = .void
            keepUntilEndOfStatement(result)
            return result
        case ("reduce", _):
            var acc = f
            for x in items { acc = try callFunction(a[1], [acc, x], at: loc) }
            return acc
        case ("sorted", _):
            if a.isEmpty { return newArray(items.sorted { (try? binary(.less, $0, $1, at: loc)).map { if case .bool(let b) = $0 { return b } else { return false } } ?? false }) }
            var out: [Value] = items
            var failure: Error?
            out.sort { x, y in
                if failure != nil { return false }
                do { return try truth(try callFunction(f, [x, y], at: loc), loc) } catch { failure = error; return false }
            }
            if let failure { throw failure }
            return newArray(out)
        case ("min", _), ("max", _):
            guard var best = items.first else { return Value.none }
            for x in items.dropFirst() {
                // `min(by:)` and `max(by:)` both take "less than": min keeps x when x < best, max when best < x.
                let better = a.isEmpty ? try binary(name == "min" ? .less : .greater, x, best, at: loc)
                    : try callFunction(f, name == "min" ? [x, best] : [best, x], at: loc)
                if case .bool(true) = better { best = x }
            }
            return copyForStatement(best)
        case ("flatMap", _):
            var out: [Value] = []
            for x in items {
                let r = try callFunction(f, [x], at: loc)
                // A sequence's elements (the checker refuses strings and Optional sequences
                // here), or what an Optional holds.
                switch r {
                case .array, .set, .range, .dictionary: out += try elements(ofSequence: r, at: loc)
                default: if !r.isNil { out.append(r) }
                }
            }
            return newArray(out)
        default: return try orderedSequenceMethod(items, name, a, labels: labels, at: loc)
        }
    }

    /// Runs a built-in's calls of its closure argument, each result a statement temporary;
    /// when the closure throws, the results made so far are released in the order they
    /// were made, as Swift destroys the array it was building.
    private func releasingPartialResults<R>(_ body: () throws -> R) throws -> R {
        let mark = temps.count
        do {
            return try body()
        } catch let e as ThrownError {
            for v in temps.removeAll(from: mark) { try release(v) }
            throw e
        }
    }

    func intArg(_ a: [Value], _ fallback: Int) -> Int {
        if case .int(let n) = a.first ?? .void { return n }
        return fallback
    }
}
