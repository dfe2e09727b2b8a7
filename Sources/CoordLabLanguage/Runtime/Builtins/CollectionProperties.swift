import CoordLabSyntax
import Foundation

/// Built-in properties of arrays, dictionaries, strings and numbers.
extension Interpreter {
    /// `count`, `isEmpty`, `first`, `last`, `keys`, … ; nil when the value has no such property.
    func builtinProperty(of b: Value, _ name: String, at loc: CodeLocation) throws -> (Value, TypeSpec)? {
        if name == "hashValue" { return (.int(try hashValue(of: b, at: loc)), .named("Int")) }
        switch (b, name) {
        case (.array(let a), "count"): return (.int(a.items.count), .named("Int"))
        case (.array(let a), "isEmpty"): return (.bool(a.items.isEmpty), .named("Bool"))
        case (.array(let a), "first"): return (copyForStatement(a.items.first ?? .none), .named("", optional: true))
        case (.array(let a), "last"): return (copyForStatement(a.items.last ?? .none), .named("", optional: true))
        case (.array(let a), "indices"): return (.range(a.startIndex, a.endIndex, closed: false), .unknown)
        case (.array(let a), "startIndex"): return (.int(a.startIndex), .unknown)
        case (.array(let a), "endIndex"): return (.int(a.endIndex), .unknown)
        case (.set(let s), "count"): return (.int(s.items.count), .named("Int"))
        case (.set(let s), "isEmpty"): return (.bool(s.items.isEmpty), .named("Bool"))
        case (.set(let s), "first"): return (copyForStatement(s.items.first ?? .none), .named("", optional: true))
        case (.set, "description"), (.array, "description"), (.dictionary, "description"):
            return (.string(describe(b, debug: false)), .unknown)
        case (.dictionary(let d), "count"): return (.int(d.keys.count), .named("Int"))
        case (.dictionary(let d), "isEmpty"): return (.bool(d.keys.isEmpty), .named("Bool"))
        // The first entry in the order coordlab keeps (insertion order, as iteration and printing).
        case (.dictionary(let d), "first"):
            let entry = d.keys.isEmpty ? Value.none : tupleOf([d.keys[0], d.values[0]], labels: ["key", "value"])
            return (copyForStatement(entry), .named("", optional: true))
        case (.dictionary(let d), "keys"): return (newArray(d.keys), .unknown)
        case (.dictionary(let d), "values"): return (newArray(d.values), .unknown)
        case (.string(let s), "count"): return (.int(s.count), .named("Int"))
        case (.string(let s), "isEmpty"): return (.bool(s.isEmpty), .named("Bool"))
        case (.string(let s), "first"): return (stringEnd(s, last: false), .named("", optional: true))
        case (.string(let s), "last"): return (stringEnd(s, last: true), .named("", optional: true))
        case (.string(let s), "startIndex"), (.string(let s), "endIndex"), (.string(let s), "indices"):
            return (stringIndexProperty(s, name)!, .unknown)
        case (.string(let s), "description"): return (.string(s), .unknown)
        // Foundation's, by Foundation itself (its words and title case are Unicode's).
        case (.string(let s), "capitalized"): return (.string(s.capitalized), .named("String"))
        case (.string(let s), "debugDescription"): return (.string(quoted(s)), .unknown)
        // Walked as a sequence or counted (the checker refuses any other use): the code units.
        case (.string(let s), "utf8"): return (newArray(s.utf8.map { .sized(SizedInt(Int128($0), .uint8)) }), .unknown)
        case (.string(let s), "utf16"): return (newArray(s.utf16.map { .sized(SizedInt(Int128($0), .uint16)) }), .unknown)
        case (.string(let s), "unicodeScalars"): return (newArray(s.unicodeScalars.map { .int(Int($0.value)) }), .unknown)
        case (.string(let s), _):
            if let v = CharacterProperties.value(name, of: s) { return (v, Builtins.resultSpec(name)) }
        case (.int(let n), _):
            if let v = intProperty(name, of: n) { return (v, .unknown) }
        case (.float(let f), "description"): return (.string(String(f)), .unknown)
        case (.float(let f), _):
            if let v = Self.floatingProperty(name, of: Double(f)) { return (v, .unknown) }
        case (.sized(let s), _):
            if let v = sizedProperty(name, of: s) { return (v, .unknown) }
        case (.double(let d), "description"): return (.string(String(d)), .unknown)
        case (.double(let d), _):
            if let v = Self.floatingProperty(name, of: d) { return (v, .unknown) }
        case (.bool(let x), "description"): return (.string(String(x)), .unknown)
        case (.range(let lo, _, _), "lowerBound"): return (.int(lo), .unknown)
        case (.range(_, let hi, let closed), "upperBound"): return (.int(closed ? hi - 1 : hi), .unknown)
        case (.range(let lo, let hi, _), "count"): return (.int(hi - lo), .unknown)
        case (.range(let lo, let hi, _), "isEmpty"): return (.bool(hi <= lo), .named("Bool"))
        case (.range(let lo, let hi, _), "first"): return (hi > lo ? .int(lo) : .none, .named("", optional: true))
        case (.range(let lo, let hi, _), "last"): return (hi > lo ? .int(hi - 1) : .none, .named("", optional: true))
        // A half-open range's indices are its elements (the checker leaves a closed range's out).
        case (.range(let lo, _, _), "startIndex"): return (.int(lo), .unknown)
        case (.range(_, let hi, _), "endIndex"): return (.int(hi), .unknown)
        case (.range(let lo, let hi, _), "indices"): return (.range(lo, hi, closed: false), .unknown)
        case (.range, "description"): return (.string(describe(b, debug: false)), .unknown)
        case (.tuple(let t), _):
            if let k = t.index(of: name) { return (t.elements[k], .unknown) }
        case (.enumCase(let e), "rawValue"):
            if let r = e.type.cases[e.index].rawValue { return (r, .unknown) }
        default: break
        }
        return nil
    }

    /// A new array value holding `items` (each retained), as a statement temporary.
    func newArray(_ items: [Value]) -> Value {
        items.forEach(retain)
        let v = Value.array(ArrayBuffer(items))
        temps.append(v)
        return v
    }

    /// `base[index]` for arrays (Int or range), dictionaries and strings.
    func subscriptRead(_ b: Value, _ index: Value, at loc: CodeLocation) throws -> Value {
        switch (b, index) {
        case (.array(let a), .int(let k)):
            guard let p = a.position(of: k) else { throw Trap(a.indexOutOfBounds, at: loc) }
            return copyForStatement(a.items[p])
        case (.array(let a), .range(let from, let to, _)):
            return try slice(of: a, from: from, to: to, at: loc)
        case (.range(let lo, let hi, false), .int(let k)):
            guard k >= lo, k < hi else { throw Trap("Index out of range", at: loc) }
            return .int(k)
        case (.string(let s), .int(let k)):
            return try stringCharacter(s, at: k, loc: loc)
        case (.string(let s), .range(let from, let to, _)):
            return try stringSlice(s, from: from, to: to, at: loc)
        case (.dictionary(let d), _):
            return copyForStatement(d.value(for: try canonicalKey(index, in: d, at: loc)) ?? .none)
        case (.none, _):
            throw Trap("Unexpectedly found nil while implicitly unwrapping an Optional value", at: loc)
        default:
            return try userSubscriptRead(b, [index], labels: [nil], at: loc)
        }
    }
}

extension Interpreter {
    /// Foundation's `padding(toLength:withPad:startingAt:)` of `s`, computed by Foundation
    /// itself (it counts UTF-16 units, as an NSString does).
    func padding(_ s: String, _ a: [Value], at loc: CodeLocation) throws -> Value {
        guard case .int(let length) = a[0], case .string(let pad) = a[1], case .int(let start) = a[2] else {
            throw Trap("padding needs a length, a pad and a start", at: loc)
        }
        // Foundation's own checks, in its words.
        guard !pad.isEmpty else { throw Trap("empty pad string", at: loc) }
        guard start >= 0, start < pad.utf16.count else { throw Trap("out of range padIndex", at: loc) }
        guard length >= 0 else { throw Trap("String index range is out of bounds", at: loc) }
        return .string(s.padding(toLength: length, withPad: pad, startingAt: start))
    }
}
