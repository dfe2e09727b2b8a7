import Foundation
import UIKitPrelude

/// `:expect`: a claim about the live graph that lessons and scripts check. A false claim
/// says what was found instead and fails the script.
enum ExpectCommand {
    static let command = Command(
        name: "expect", usage: ":expect PREDICATE", summary: "check a claim about the graph (alive X, dead X, count T == N, …)",
        details: """
        :expect alive X          X (Type#n or a Swift expression) is alive
        :expect dead X           X has been deinitialized (or the expression is nil)
        :expect count TYPE == N  N instances of TYPE are alive (also !=, <, <=, >, >=)
        :expect leaks == N       N objects are leaked
        :expect abandoned X      X is abandoned (see :help abandoned)
        :expect refs X == N      X has N strong references
        :expect stack == [A, B]  the navigation stack on screen holds A then B (type names, bottom first)
        """,
        scope: .view
    ) { context, args in
        let claim = args.joined(separator: " ")
        if let failure = try check(claim, context.workspace) {
            throw CommandError("expectation failed: \(claim): \(failure)")
        }
    }

    /// nil when `claim` holds; otherwise what was found.
    static func check(_ claim: String, _ w: Workspace) throws -> String? {
        let words = claim.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2 else { throw CommandError("usage: :expect PREDICATE; see :help expect") }
        let (g, v) = w.analyse()
        let rest = words[1]
        switch words[0] {
        case "alive":
            return try w.resolveObject(rest, in: g) == nil ? "\(rest) is not alive" : nil
        case "dead":
            guard let n = try w.resolveObject(rest, in: g) else { return nil }
            return "\(g.nodes[n].name) is alive, with \(g.nodes[n].strongCount) strong reference\(g.nodes[n].strongCount == 1 ? "" : "s")"
        case "abandoned":
            guard let n = try w.resolveObject(rest, in: g) else { return "\(rest) is not alive" }
            return v.abandoned.contains { $0.node == n } ? nil : "\(g.nodes[n].name) is not abandoned"
        case "count":
            let (type, op, n) = try comparison(rest)
            let count = g.nodes.filter { $0.typeName == type }.count
            return compare(count, op, n) ? nil : "there \(count == 1 ? "is" : "are") \(count) \(type) alive"
        case "leaks":
            let (_, op, n) = try comparison("leaks " + rest)
            return compare(v.leaked.count, op, n) ? nil
                : "\(v.leaked.count) leaked" + (v.leaked.isEmpty ? "" : ": " + v.leaked.map { g.nodes[$0.node].name }.joined(separator: ", "))
        case "refs":
            let (name, op, n) = try comparison(rest)
            guard let node = try w.resolveObject(name, in: g) else { return "\(name) is not alive" }
            let count = g.nodes[node].strongCount
            return compare(count, op, n) ? nil : "\(g.nodes[node].name) has \(count) strong reference\(count == 1 ? "" : "s")"
        case "stack":
            guard rest.hasPrefix("=="), let open = rest.firstIndex(of: "["), let close = rest.lastIndex(of: "]") else {
                throw CommandError("usage: :expect stack == [TypeA, TypeB]")
            }
            let wanted = rest[rest.index(after: open)..<close].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let actual = try w.evaluate(PreludeHooks.navigationStack) { v -> [String] in
                guard case .array(let b) = v else { return [] }
                return b.items.compactMap { $0.instance?.type.name }
            }
            return actual == wanted ? nil : "the stack is [\(actual.joined(separator: ", "))]"
        default:
            throw CommandError("unknown predicate '\(words[0])'; see :help expect")
        }
    }

    /// Splits `X op N`.
    private static func comparison(_ text: String) throws -> (String, String, Int) {
        for op in ["==", "!=", "<=", ">=", "<", ">"] {
            if let r = text.range(of: " \(op) ") {
                let lhs = text[..<r.lowerBound].trimmingCharacters(in: .whitespaces)
                guard let n = Int(text[r.upperBound...].trimmingCharacters(in: .whitespaces)) else { break }
                return (lhs, op, n)
            }
        }
        throw CommandError("expected `NAME OP NUMBER`, e.g. count HomeCoordinator == 1")
    }

    private static func compare(_ a: Int, _ op: String, _ b: Int) -> Bool {
        switch op {
        case "==": return a == b
        case "!=": return a != b
        case "<": return a < b
        case "<=": return a <= b
        case ">": return a > b
        default: return a >= b
        }
    }
}
