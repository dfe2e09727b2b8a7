import Foundation

/// Writing a session's transcript to a file in the format its name asks for.
public enum TranscriptExport {
    /// Inputs that cannot be replayed by `coordlab check` (they touch files or leave the
    /// session), left out of Markdown exports.
    static let notReplayable = [":export", ":save", ":load", ":lesson", ":restart", ":quit"]

    /// The file name used when none is given: `coordlab-session-YYYYMMDD-HHMMSS.md`.
    static func defaultFileName(at date: Date = Date()) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyyMMdd-HHmmss"
        return "coordlab-session-\(f.string(from: date)).md"
    }

    /// Renders `transcript` for `path` (or the named format) and writes it atomically. A
    /// Markdown export holds what `replayable` keeps; `inputNumbers` (the session's
    /// `entryNumbers`) lets it renumber `<input N>` exactly.
    public static func write(_ transcript: Transcript, to path: String, format name: String?, overwrite: Bool,
                             inputNumbers: [Int?]? = nil) throws {
        guard let format = name.map({ TranscriptFormats.format(named: $0) }) ?? TranscriptFormats.format(forFile: path) else {
            throw CommandError(key: "files.format", path)
        }
        let t = format is MarkdownTranscript ? replayable(transcript, inputNumbers: inputNumbers) : transcript
        try AtomicFile.write(try format.render(t), to: path, overwrite: overwrite)
    }

    /// Commands whose output is lesson prose laid out for the terminal, or progress kept on
    /// disk: a replay in another session shows it differently, so any output is expected (`...`).
    static let proseCommands: Set<String> = ["lesson", "restart", "next", "prev", "step", "hint", "lessons"]

    /// The session as it is now, as inputs that `coordlab check` replays in a fresh session
    /// to the same outputs:
    /// - the entries since the last input that reset the session (`:reset`, or a `:lesson` or
    ///   `:restart` that opened a lesson), with the summary on or off as it was then;
    /// - a lesson open then is opened first (`:lesson` as it was typed), since it loaded the
    ///   setup and its goals are checked after every input;
    /// - inputs in `notReplayable` are left out, and so is an input `:redo` ran (replaying the
    ///   `:redo` runs it again); lesson prose is expected as `...` (`proseCommands`);
    /// - `<input N>` at the start of an output line is renumbered as the replay numbers its
    ///   inputs. `inputNumbers` are the numbers the entries ran as (nil: none, the input was
    ///   refused for its length); without them, entry k is taken to have been input k + 1.
    static func replayable(_ transcript: Transcript, inputNumbers: [Int?]? = nil) -> Transcript {
        let entries = transcript.entries
        let numbers = inputNumbers.map { Array($0.prefix(entries.count)) + Array(repeating: nil, count: max(0, entries.count - $0.count)) }
            ?? entries.indices.map { $0 + 1 }
        let words = entries.map { commandWord($0.input) }

        // Where the session as it is now starts, whether the summary was on then, and the
        // `:lesson` input that opened the lesson open then.
        var start: Int?
        var showsSummary = transcript.showsSummary
        var summaryAtStart = showsSummary
        var openedLesson: String?
        var lessonAtStart: String?
        for (k, entry) in entries.enumerated() where entry.succeeded {
            switch words[k] {
            case "quiet":
                showsSummary.toggle()
            case "reset", "lesson", "restart":
                lessonAtStart = words[k] == "lesson" ? entry.input.trimmingCharacters(in: .whitespacesAndNewlines) : openedLesson
                openedLesson = lessonAtStart
                start = k
                summaryAtStart = showsSummary
            default:
                break
            }
        }

        // The inputs of the replay: entries, with the number each ran as, and inputs added
        // before them (a `:lesson` that reopens the lesson that was open at a `:reset`).
        var replay: [(entry: Transcript.Entry, number: Int?, added: Bool)] = []
        if let start {
            var first = entries[start]
            if words[start] != "reset" {
                first.input = lessonAtStart ?? first.input
                replay.append((first, numbers[start], false))
            } else if let lesson = lessonAtStart {
                replay.append((Transcript.Entry(input: lesson, output: "", succeeded: true, time: first.time), nil, true))
                replay.append((first, numbers[start], false))
            }
        }
        var nested: [Int: Int] = [:]   // the number of the input a kept `:redo` (by replay index) ran
        for k in entries.indices where start.map({ k > $0 }) ?? true {
            if k + 1 < entries.count, words[k + 1] == "redo", entries[k + 1].succeeded {
                if let n = numbers[k] { nested[replay.count] = n }
                continue
            }
            if notReplayable.contains(":" + (words[k] ?? "")) { continue }
            replay.append((entries[k], numbers[k], false))
        }

        // The number each kept input, and each input a `:redo` ran, gets in the replay.
        var renumbering: [Int: Int] = [:]
        var next = 0
        for (k, item) in replay.enumerated() {
            if item.added || item.number != nil { next += 1 }
            if let n = item.number { renumbering[n] = next }
            if let n = nested[k] { next += 1; renumbering[n] = next }
        }

        var result = transcript
        result.showsSummary = summaryAtStart
        result.entries = replay.map { item in
            var e = item.entry
            if proseCommands.contains(commandWord(e.input) ?? "") {
                e.output = "...\n"
            } else {
                e.output = e.output.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { renumbered(String($0), renumbering) }.joined(separator: "\n")
            }
            return e
        }
        return result
    }

    /// The command a one-line input runs (`export` for `:export a.md`), or nil for Swift and
    /// for inputs of several lines.
    static func commandWord(_ input: String) -> String? {
        let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix(":"), !trimmed.contains("\n") else { return nil }
        return String(trimmed.dropFirst().prefix { !$0.isWhitespace })
    }

    /// `line` with a leading `<input N>` location renumbered by `renumbering` (as it is when N is not in it).
    static func renumbered(_ line: String, _ renumbering: [Int: Int]) -> String {
        guard line.hasPrefix("<input "), let close = line.firstIndex(of: ">"),
              let n = Int(line[line.index(line.startIndex, offsetBy: 7)..<close]), let m = renumbering[n], m != n else { return line }
        return "<input \(m)" + line[close...]
    }
}
