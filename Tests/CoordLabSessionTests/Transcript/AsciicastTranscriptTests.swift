import Foundation
import Testing
@testable import CoordLabSession

/// The `.cast` export is an asciicast v2 recording.
@Suite struct AsciicastTranscriptTests {
    /// The JSON value of one line, or nil with a recorded issue.
    static func json(_ line: Substring) -> Any? {
        do { return try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed]) } catch {
            Issue.record("not JSON: \(line)")
            return nil
        }
    }

    /// An event line: a number of seconds with at most six decimals, a code, a string.
    static var eventShape: Regex<AnyRegexOutput> { try! Regex(#"^\[[0-9]+(\.[0-9]{1,6})?, "[oim]", ".*"\]$"#) }

    /// The header has asciicast v2's keys and types; every event is [time, code, text] in time order.
    @Test func headerAndEventsAreWellFormedAndTimesNeverGoBack() throws {
        let transcript = TranscriptFixtures.recorded()
        let cast = try AsciicastTranscript().render(transcript)
        let lines = cast.split(separator: "\n")
        guard let header = Self.json(lines[0]) as? [String: Any] else { Issue.record("no header"); return }
        #expect(Set(header.keys) == ["version", "width", "height", "timestamp", "env", "title"])
        #expect(header["version"] as? Int == 2 && header["width"] as? Int == 100 && header["height"] as? Int == 30)
        #expect(header["timestamp"] as? Int == 1_767_323_045)
        #expect(header["env"] as? [String: String] == ["TERM": "xterm-256color", "SHELL": "/bin/sh"])
        #expect(header["title"] as? String == "coordlab session")
        var last = 0.0
        var codes: [String] = []
        for line in lines.dropFirst() {
            #expect(line.wholeMatch(of: Self.eventShape) != nil, "not an event: \(line)")
            guard let event = Self.json(line) as? [Any], event.count == 3,
                  let time = (event[0] as? NSNumber)?.doubleValue, let code = event[1] as? String, event[2] is String
            else { Issue.record("not an event: \(line)"); continue }
            #expect(["o", "i", "m"].contains(code))
            #expect(time >= last, "time goes back at \(line)")
            last = time
            codes.append(code)
        }
        #expect(codes.count == transcript.entries.count * 5)
        #expect(codes.prefix(5) == ["o", "i", "o", "m", "o"])
        #expect(cast.contains("[0, \"o\", \"coordlab> \"]") || cast.contains("\"o\", \"coordlab> \"]"))
        #expect(cast.contains("\"m\", \"input 6\"]"))
        #expect(cast.contains(#""deinit detail <&>\r\n"#))
    }

    /// Exact events for a small transcript: six decimals at most, \r\n newlines, clamped times.
    @Test func timesHaveAtMostSixDecimalsAndOutputUsesTerminalNewlines() throws {
        var transcript = Transcript(started: Date(timeIntervalSince1970: 10))
        transcript.entries = [
            .init(input: "class A {\n}", output: "one\ntwo\n", succeeded: true, time: 1.23456789, duration: 0.5),
            .init(input: ":stack", output: "", succeeded: true, time: 1.0, duration: 0.0000004),
        ]
        let lines = try AsciicastTranscript().render(transcript).split(separator: "\n").map(String.init)
        #expect(lines[1] == #"[1.234568, "o", "coordlab> "]"#)
        #expect(lines[2] == #"[1.234568, "i", "class A {\r\n}\r\n"]"#)
        #expect(lines[3] == #"[1.234568, "o", "class A {\r\n     ...> }\r\n"]"#)
        #expect(lines[4] == #"[1.234568, "m", "input 1"]"#)
        #expect(lines[5] == #"[1.734568, "o", "one\r\ntwo\r\n"]"#)
        #expect(lines[6].hasPrefix("[1.734568, "), "an entry that claims an earlier time starts where the last ended")
        #expect(lines.last == #"[1.734568, "o", ""]"#)
        #expect(TranscriptText.seconds(2) == "2" && TranscriptText.seconds(0.1) == "0.1" && TranscriptText.seconds(-1) == "0")
    }
}
