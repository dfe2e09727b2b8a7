import Foundation
import Testing
@testable import CoordLabSession
import TestSupport

/// The `.json` export is the Transcript itself and validates against docs/transcript.schema.json.
@Suite struct JSONTranscriptTests {
    static let schema = TranscriptFixtures.repositoryRoot.appendingPathComponent("docs/transcript.schema.json")

    /// A transcript with every field set, `swift` present and absent.
    static var full: Transcript {
        var t = TranscriptFixtures.recorded()
        t.entries[0].created = ["Screen#1"]
        t.entries[0].deinitialized = ["Screen#2"]
        t.entries[0].graph = "window -> UIWindow#1 (1)\n"
        return t
    }

    /// jsonschema's verdict on `json` (whether it is valid, and what it said), or
    /// nil with a recorded warning when python3 or its jsonschema package is missing.
    static func validate(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (valid: Bool, message: String)? {
        guard let python = Subprocess.which("python3"),
              try Subprocess.run(python, ["-c", "import jsonschema"]).exitCode == 0 else {
            Issue.record("python3 with jsonschema is not installed: schema validation skipped", severity: .warning,
                         sourceLocation: sourceLocation)
            return nil
        }
        let dir = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("session.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let r = try Subprocess.run(python, ["-c",
            "import jsonschema, json, sys; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))",
            file.path, schema.path])
        return (r.exitCode == 0, r.stderr)
    }

    /// A recorded session's JSON is valid under docs/transcript.schema.json.
    @Test func theExportValidatesAgainstTheSchema() throws {
        let json = try JSONTranscript().render(Self.full)
        guard let verdict = try Self.validate(json) else { return }
        #expect(verdict.valid, "\(verdict.message)")
    }

    /// The schema is strict: an unknown key or a missing required one is invalid.
    @Test func theSchemaRejectsAnUnknownFieldAndAMissingOne() throws {
        let json = try JSONTranscript().render(Self.full)
        guard let extra = try Self.validate(json.replacingOccurrences(of: "\"coordlab\" :", with: "\"colour\" : true,\n  \"coordlab\" :")),
              let missing = try Self.validate(json.replacingOccurrences(of: "\"graph\" :", with: "\"grap\" :")) else { return }
        #expect(!extra.valid && extra.message.contains("colour"))
        #expect(!missing.valid)
    }

    /// The schema's properties are exactly the keys JSONEncoder writes (catches drift without python3).
    @Test func theSchemaNamesExactlyTheKeysTheEncoderWrites() throws {
        let json = try JSONTranscript().render(Self.full)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entry = try #require((object["entries"] as? [[String: Any]])?.first)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schema)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let entryProperties = try #require(((schema["$defs"] as? [String: Any])?["entry"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(object.keys))
        #expect(Set(entryProperties.keys) == Set(entry.keys))
    }

    /// Sorted keys, indented, and JSONDecoder reads back the same Transcript.
    @Test func itIsPrettyWithSortedKeysAndReadsBack() throws {
        let full = Self.full
        let json = try JSONTranscript().render(full)
        #expect(json.hasPrefix("{\n  \"coordlab\" : \"\(CoordLabVersion.current)\",\n  \"entries\" : ["))
        #expect(try JSONTranscript.decode(json) == full)
    }
}
