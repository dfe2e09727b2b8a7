import CoordLabSyntax
import Foundation

/// Built-in methods of strings. Characters and substrings are strings here: they print
/// the same, and a program that needs them apart does not compile with swiftc.
extension Interpreter {
    /// Methods that go through the string's characters as an array of one-character strings.
    private static let characterMethods: Set<String> = [
        "map", "compactMap", "forEach", "contains", "allSatisfy", "first", "last", "reduce", "sorted", "enumerated",
        "min", "max", "firstIndex", "lastIndex",
    ]

    /// Calls string method `name`; nil when coordlab has none by that name.
    func stringMethod(_ s: String, _ name: String, _ a: [Value], labels: [String?],
                      at loc: CodeLocation) throws -> Value? {
        let arg: String
        if case .string(let x) = a.first ?? .void { arg = x } else { arg = "" }
        let label: String? = labels.first ?? nil
        if let r = try stringIndexMethod(s, name, a, labels: labels, at: loc) { return r }
        switch name {
        case "range" where labels == ["of"]:
            // Foundation finds it; an index is a count of characters here.
            guard let r = s.range(of: arg) else { return Value.none }
            return .range(s.distance(from: s.startIndex, to: r.lowerBound), s.distance(from: s.startIndex, to: r.upperBound), closed: false)
        case "localizedCaseInsensitiveContains" where labels == [nil]:
            return .bool(s.localizedCaseInsensitiveContains(arg))
        case "padding" where labels == ["toLength", "withPad", "startingAt"]:
            return try padding(s, a, at: loc)
        case "uppercased": return .string(s.uppercased())
        case "lowercased": return .string(s.lowercased())
        case "hasPrefix": return .bool(s.hasPrefix(arg))
        case "hasSuffix": return .bool(s.hasSuffix(arg))
        case "starts" where labels == ["with"]: return .bool(s.hasPrefix(arg))
        case "contains" where label == nil && !isClosure(a.first ?? .void): return .bool(s.contains(arg))
        case "reversed" where a.isEmpty: return .string(String(s.reversed()))
        case "dropFirst": return .string(String(s.dropFirst(intArg(a, 1))))
        case "dropLast": return .string(String(s.dropLast(intArg(a, 1))))
        case "prefix" where a.count == 1 && isClosure(a[0]):
            var out = ""
            for ch in s {
                guard try truth(try callFunction(a[0], [.string(String(ch))], at: loc), loc) else { break }
                out.append(ch)
            }
            return .string(out)
        case "prefix" where label == nil: return .string(String(s.prefix(intArg(a, 0))))
        case "suffix" where label == nil: return .string(String(s.suffix(intArg(a, 0))))
        case "split" where labels.first == "separator": return try split(s, a, labels: labels, at: loc)
        case "split" where a.count == 1 && isClosure(a[0]):
            var parts: [String] = [], current = ""
            for ch in s {
                if try truth(try callFunction(a[0], [.string(String(ch))], at: loc), loc) {
                    if !current.isEmpty { parts.append(current) }
                    current = ""
                } else {
                    current.append(ch)
                }
            }
            if !current.isEmpty { parts.append(current) }
            return newArray(parts.map { .string($0) })
        case "replacing" where labels == [nil, "with"]:
            guard case .string(let replacement) = a[1] else { return nil }
            return .string(s.replacing(arg, with: replacement))
        case "filter" where a.count == 1:
            var out = ""
            for ch in s {
                guard case .bool(let keep) = try callFunction(a[0], [.string(String(ch))], at: loc) else {
                    throw Trap("closure must return Bool", at: loc)
                }
                if keep { out.append(ch) }
            }
            return .string(out)
        default:
            guard Self.characterMethods.contains(name) else { return nil }
            return try arrayMethod(s.map { .string(String($0)) }, name, a, labels: labels, at: loc)
        }
    }

    /// `split(separator:maxSplits:omittingEmptySubsequences:)`, by a character or by a string
    /// (a one-character string splits alike either way; only a string can be empty).
    private func split(_ s: String, _ a: [Value], labels: [String?], at loc: CodeLocation) throws -> Value? {
        guard case .string(let separator) = a[0] else { return nil }
        var maxSplits = Int.max, omitting = true
        for (label, value) in zip(labels, a).dropFirst() {
            switch (label, value) {
            case ("maxSplits", .int(let n)):
                guard n >= 0 else { throw Trap("Must take zero or more splits", at: loc) }
                maxSplits = n
            case ("omittingEmptySubsequences", .bool(let b)): omitting = b
            default: return nil
            }
        }
        let parts = separator.count == 1
            ? s.split(separator: separator.first!, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map(String.init)
            : s.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map(String.init)
        return newArray(parts.map { .string($0) })
    }

    /// `"abc".first` and `"abc".last`: the character, or nil for an empty string.
    func stringEnd(_ s: String, last: Bool) -> Value {
        guard let c = last ? s.last : s.first else { return .none }
        return .string(String(c))
    }
}
