import CoordLabGraph
import CoordLabLanguage
import UIKitPrelude

/// The program's run loop, as the REPL drives it (see the prelude's `RunLoop`).
extension Workspace {
    /// Whether the program has touched the run loop: before that, nothing can be queued,
    /// and a turn would only create it.
    var hasRunLoop: Bool {
        let (type, field) = PreludeHooks.runLoop
        return interpreter.types[type]?.nominal?.statics[field]?.initialized == true
    }

    /// One idle turn of the run loop, as an app's after each event: what is due now runs.
    /// Returns whether something ran.
    @discardableResult
    func turnRunLoop() throws -> Bool {
        guard hasRunLoop else { return false }
        return try evaluate(PreludeHooks.runLoopTurn, reusingCode: true) { v -> Bool in
            if case .bool(let ran) = v { return ran }
            return false
        }
    }

    /// Lets `seconds` of virtual time pass: what falls due runs, in order.
    func wait(seconds: Double) throws {
        try evaluate(PreludeHooks.wait(seconds: seconds), reusingCode: true) { _ in () }
    }

    /// Seconds of virtual time until the next block or timer is due (0: one is due now);
    /// nil when nothing waits on the run loop.
    func nextDue() -> Double? {
        guard hasRunLoop else { return nil }
        let due = (try? evaluate(PreludeHooks.nextDue, reusingCode: true) { v -> Double in
            if case .double(let d) = v { return d }
            return -1
        }) ?? -1
        return due >= 0 ? due : nil
    }

    /// What waits on the run loop and the notification center, one line each in `text`'s
    /// language, with the objects of the program each one keeps alive.
    func pendingLines(_ text: Catalogue) throws -> [String] {
        let records = try evaluate(PreludeHooks.pendingLines, reusingCode: true) { v -> [String] in
            guard case .array(let b) = v else { return [] }
            return b.items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
        }
        let (graph, _) = analyse()
        return records.map { record in
            let kind = String(record.prefix { $0 != "|" })
            let key = "pending." + kind
            guard text.has(key) else { return record }
            // Every placeholder is a field; the last field (a free-text name) may hold `|`.
            let count = Catalogue.placeholders(Catalogue.tables[.english]?[key] ?? "").count
            let fields = record.split(separator: "|", maxSplits: count, omittingEmptySubsequences: false).dropFirst().map(String.init)
            let line = text.filled(key, fields)
            guard let place = fields.first, ["queued", "timer", "task", "observer"].contains(where: kind.hasPrefix) else { return line }
            let owner = kind.hasPrefix("observer") ? "NotificationCenter.default" : "RunLoop.main"
            let kept = graph.objectsKept(from: owner, at: place)
            return line + (kept.isEmpty ? text("pending.keepsNone") : text("pending.keeps", kept.joined(separator: ", ")))
        }
    }
}
