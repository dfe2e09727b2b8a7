import Foundation
import UIKitPrelude

/// `:expect`: a claim about the live graph, and about what the learner did, that lessons
/// and scripts check. A true claim prints `✓`; a false one says what was found instead and
/// fails the script.
enum ExpectCommand {
    static let command = Command(
        name: "expect", usage: ":expect PREDICATE", scope: .view
    ) { context, args in
        let claim = args.joined(separator: " ")
        if let failure = try check(claim, context.workspace, window: context.goalWindow, text: context.text) {
            throw CommandError(key: "expect.failed", claim, failure)
        }
        context.say("✓ \(claim)")
    }

    /// nil when `claim` holds; otherwise what was found, in `text`'s language. `window` is
    /// the lesson step's.
    static func check(_ claim: String, _ w: Workspace, window: GoalWindow? = nil,
                      text: Catalogue = Catalogue(.english)) throws -> String? {
        let words = claim.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2 else { throw CommandError(key: "usage", ":expect PREDICATE (:help expect)") }
        let (g, v) = w.analyse()
        let rest = words[1]
        switch words[0] {
        case "alive", "dead", "abandoned":
            if words[0] == "dead", rest.hasPrefix("new ") {
                return NewObjects(type: String(rest.dropFirst(4)), w, window).allGone(text)
            }
            let reference = try ObjectReference.parse(rest)
            let (node, missing) = try reference.resolve(in: g, w, window: window, text: text)
            switch words[0] {
            case "alive":
                return node == nil ? missing : nil
            case "dead":
                if let node {
                    let count = g.nodes[node].strongCount
                    return text.counted("expect.aliveWith", count, g.nodes[node].name)
                }
                let kept = reference.survivors(in: g, window: window)
                return kept.isEmpty ? nil : text("expect.survivors", rest, kept.joined(separator: ", "))
            default:
                guard let node else { return missing }
                if v.abandoned.contains(where: { $0.node == node }) { return nil }
                return text("expect.notAbandoned", g.nodes[node].name) + (w.nothingOnScreenReason(in: g).map { " (" + text($0) + ")" } ?? "")
            }
        case "count":
            let (subject, op, n) = try comparison(rest)
            if subject.hasPrefix(":") {
                let done = (window?.gestures(in: w) ?? w.gestures[...]).filter { $0 == subject }.count
                return compare(done, op, n) ? nil : text.counted("expect.gestures", done, subject)
            }
            if subject.hasPrefix("new ") {
                let new = NewObjects(type: String(subject.dropFirst(4)), w, window)
                return compare(new.alive.count, op, n) ? nil : new.aliveDescription(text)
            }
            let count = g.nodes.filter { $0.typeName == subject }.count
            return compare(count, op, n) ? nil : text.counted("expect.count", count, subject)
        case "true":
            let holds = try w.evaluate(rest) { v -> Bool? in if case .bool(let b) = v { return b } else { return nil } }
            guard let holds else { throw CommandError(key: "expect.notBool", rest) }
            return holds ? nil : text("expect.false", rest)
        case "leaks":
            let (_, op, n) = try comparison("leaks " + rest)
            return compare(v.leaked.count, op, n) ? nil
                : text("expect.leaked", v.leaked.count) + (v.leaked.isEmpty ? "" : ": " + v.leaked.map { g.nodes[$0.node].name }.joined(separator: ", "))
        case "refs":
            let (name, op, n) = try comparison(rest)
            let (found, missing) = try ObjectReference.parse(name).resolve(in: g, w, window: window)
            guard let node = found else { return missing }
            let count = g.nodes[node].strongCount
            return compare(count, op, n) ? nil : text.counted("expect.refs", count, g.nodes[node].name)
        case "stack":
            guard rest.hasPrefix("=="), let open = rest.firstIndex(of: "["), let close = rest.lastIndex(of: "]") else {
                throw CommandError(key: "usage", ":expect stack == [TypeA, TypeB]")
            }
            let wanted = rest[rest.index(after: open)..<close].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let actual = try w.evaluate(PreludeHooks.navigationStack) { v -> [String] in
                guard case .array(let b) = v else { return [] }
                return b.items.compactMap { $0.instance?.type.name }
            }
            return actual == wanted ? nil : text("expect.stack", actual.joined(separator: ", "))
        default:
            throw CommandError(key: "expect.unknown", words[0])
        }
    }

    /// The Swift expression a predicate names an object by, which a lesson step watches.
    static func watchedExpression(in claim: String) -> String? {
        let words = claim.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, ["alive", "dead", "abandoned", "refs"].contains(words[0]) else { return nil }
        let subject = words[0] == "refs" ? (try? comparison(words[1]).0) : words[1]
        guard let subject, case .expression(let e)? = try? ObjectReference.parse(subject) else { return nil }
        return e.hasPrefix("new ") ? nil : e
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
        throw CommandError(key: "expect.comparison")
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
