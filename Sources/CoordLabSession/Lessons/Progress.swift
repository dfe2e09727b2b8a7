import Foundation

/// Which tasks of which lessons a learner has completed, and where they were, kept in a
/// small plain file (`progress.txt`: one line per lesson, `id step task,task,…`).
final class Progress {
    /// Where the file is (nil: kept in memory only).
    let url: URL?
    /// Completed task numbers (from 1) per lesson id.
    private(set) var completed: [String: Set<Int>] = [:]
    /// The step each lesson was left at.
    private(set) var steps: [String: Int] = [:]
    /// The damaged line found reading the file, reported once (the file is then set aside).
    private(set) var damaged: (path: String, line: Int)?

    /// The problem reading the file in `text`'s language (English by default), if any.
    func problem(_ text: Catalogue = Catalogue(.english)) -> String? {
        damaged.map { text("state.progressDamaged", $0.path, $0.line) }
    }

    /// Reads the progress file; a damaged one is renamed `progress.txt.damaged` and reported.
    init(url: URL?) {
        self.url = url
        guard let url, let text = try? String(contentsOf: url, encoding: .utf8) else { return }
        for (k, line) in text.split(separator: "\n").enumerated() {
            let parts = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, let step = Int(parts[1]) else {
                damaged = (url.path, k + 1)
                completed = [:]; steps = [:]
                try? FileManager.default.removeItem(at: url.appendingPathExtension("damaged"))
                try? FileManager.default.moveItem(at: url, to: url.appendingPathExtension("damaged"))
                return
            }
            steps[parts[0]] = step
            completed[parts[0]] = Set(parts[2].split(separator: ",").compactMap { Int($0) })
        }
    }

    /// Marks task `number` of `lesson` done.
    func complete(_ lesson: String, task number: Int) {
        completed[lesson, default: []].insert(number)
        save()
    }

    /// Remembers the step a lesson is at.
    func setStep(_ lesson: String, _ step: Int) {
        steps[lesson] = step
        save()
    }

    /// Forgets a lesson's progress.
    func reset(_ lesson: String) {
        completed[lesson] = nil
        steps[lesson] = nil
        save()
    }

    /// Writes the file atomically, private to the user.
    private func save() {
        guard let url else { return }
        let ids = Set(completed.keys).union(steps.keys).sorted()
        let text = ids.map { id in
            "\(id) \(steps[id] ?? 0) " + (completed[id] ?? []).sorted().map(String.init).joined(separator: ",")
        }.joined(separator: "\n") + "\n"
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        let tmp = url.appendingPathExtension("tmp")
        if FileManager.default.createFile(atPath: tmp.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]) {
            rename(tmp.path, url.path)
        }
    }
}
