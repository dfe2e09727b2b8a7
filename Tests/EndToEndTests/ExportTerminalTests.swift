import Foundation
import TestSupport
import Testing

/// Recordings made in a real terminal carry its size.
@Suite struct ExportTerminalTests {
    /// A private folder for one test.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-export-terminal-\(UUID().uuidString)")

    /// End to end, in a 120×50 terminal: the recordings say 120×50.
    @Test func theRealTerminalSizeIsRecorded() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        guard let term = try Terminal.start([bin.path], environment: ["XDG_STATE_HOME": dir.appendingPathComponent("state").path],
                                            columns: 120, rows: 50) else { return }
        try term.waitForPrompt("coordlab> ")
        let (cast, json) = (dir.appendingPathComponent("s.cast"), dir.appendingPathComponent("s.json"))
        for input in ["class A {}", ":export \(cast.path)", ":export \(json.path)"] {
            try term.send(text: input)
            try term.send(keys: "Enter")
            try term.waitForPrompt("coordlab> ")
        }
        _ = try term.waitFor("wrote \(json.path)")
        try expectSize(cast: cast, json: json, columns: 120, rows: 50)
        try term.send(keys: "C-d")
        #expect(try term.waitForExit() == 0)
    }

    /// The size in a `.cast` header and a `.json` transcript.
    func expectSize(cast: URL, json: URL, columns: Int, rows: Int) throws {
        let header = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n")[0]
        let fields = try JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any]
        #expect(fields?["width"] as? Int == columns && fields?["height"] as? Int == rows, "\(header)")
        let transcript = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        #expect(transcript?["width"] as? Int == columns && transcript?["height"] as? Int == rows)
    }
}
