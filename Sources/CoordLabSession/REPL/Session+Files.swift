import Foundation

/// Saving a session as a script, loading one back, and exporting transcripts.
extension Session {
    /// The session as it stands (undone and failed inputs left out), for `.swift` exports.
    var currentProgram: Transcript {
        var t = transcript
        t.entries = history.accepted.map { input in
            Transcript.Entry(input: input.text, output: "", succeeded: true, swift: input.swift.isEmpty ? nil : input.swift)
        }
        return t
    }

    /// Refuses file commands where files are off (lesson content).
    func requireFiles(_ command: String) throws {
        if !allowsFiles { throw CommandError(key: "session.filesOff", command) }
    }

    /// The accepted inputs as a script that `:load` (or `coordlab < FILE`) replays.
    var script: String {
        "// coordlab session script: :load it in the REPL, or pipe it to coordlab\n"
            + history.acceptedTexts.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined()
    }

    /// Splits a script into inputs the way the REPL reads lines: a line at a time, more
    /// lines while the input is unfinished; comment-only lines are skipped.
    static func inputs(of text: String) -> [String] {
        var inputs: [String] = []
        var buffer: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if buffer.isEmpty && (line.allSatisfy(\.isWhitespace) || line.hasPrefix("//")) { continue }
            buffer.append(line)
            if !isIncomplete(buffer.joined(separator: "\n")) {
                inputs.append(buffer.joined(separator: "\n"))
                buffer = []
            }
        }
        if !buffer.isEmpty { inputs.append(buffer.joined(separator: "\n")) }
        return inputs
    }

    /// Replays a script input by input, showing each as if typed; stops at the first failure.
    func load(_ path: String) throws {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw CommandError(key: "files.cannotRead", path)
        }
        let inputs = Session.inputs(of: text)
        for (k, input) in inputs.enumerated() {
            output(REPL.prompt + input.replacingOccurrences(of: "\n", with: "\n" + REPL.continuationPrompt) + "\n")
            if !evaluate(input) {
                throw CommandError(key: "files.loadFailed", path, k + 1, inputs.count)
            }
        }
    }
}
