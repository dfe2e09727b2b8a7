import Foundation
import Testing
@testable import CoordLabSession

/// Choosing a format by extension or name, and every format on a real session's transcript.
@Suite struct TranscriptFormatsTests {
    /// Lookup by extension (any case, with or without a dot), by file name and by `--format` name.
    @Test func formatsAreFoundByExtensionFileAndName() {
        #expect(TranscriptFormats.all.count == 6)
        #expect(TranscriptFormats.format(forExtension: "md") is MarkdownTranscript)
        #expect(TranscriptFormats.format(forExtension: ".TXT") is TextTranscript)
        #expect(TranscriptFormats.format(forExtension: "cast") is AsciicastTranscript)
        #expect(TranscriptFormats.format(forFile: "out/session.json") is JSONTranscript)
        #expect(TranscriptFormats.format(forFile: "main.swift") is SwiftTranscript)
        #expect(TranscriptFormats.format(forFile: "a.b/session") == nil)
        #expect(TranscriptFormats.format(named: "html") is HTMLTranscript)
        #expect(TranscriptFormats.format(named: "asciicast") is AsciicastTranscript)
        #expect(TranscriptFormats.format(named: "markdown") is MarkdownTranscript)
        #expect(TranscriptFormats.format(named: "pdf") == nil)
        let extensions = TranscriptFormats.all.flatMap { $0.extensions }
        #expect(Set(extensions).count == extensions.count, "no extension belongs to two formats")
    }

    /// Session.transcript of the fixture inputs: Markdown replays, Swift compiles and matches, JSON validates.
    @Test
    func aRealSessionsTranscriptExportsInEveryFormat() throws {
        let session = Session(output: { _ in })
        for (input, _) in TranscriptFixtures.inputs { session.evaluate(input) }
        let transcript = session.transcript
        #expect(transcript.entries.map(\.input) == TranscriptFixtures.inputs.map(\.input))
        #expect(transcript.entries.map(\.succeeded) == TranscriptFixtures.recorded().entries.map(\.succeeded))
        #expect(try MarkdownTranscriptTests.check(transcript) == [])
        if let got = try SwiftTranscriptTests.compileAndRun(try SwiftTranscript().render(transcript)) {
            #expect(got == (try TranscriptFixtures.programOutput(of: transcript)))
        }
        if let verdict = try JSONTranscriptTests.validate(try JSONTranscript().render(transcript)) {
            #expect(verdict.valid, "\(verdict.message)")
        }
        for format in TranscriptFormats.all.map({ TranscriptFormats.format(forExtension: $0.extensions[0])! }) {
            #expect(!(try format.render(transcript)).isEmpty)
        }
    }

    /// `showsSummary` must be the state before the first input: a session whose first input
    /// is `:quiet` replays as one that started with the summary on.
    @Test func aSessionThatStartsWithQuietReplays() throws {
        for first in [true, false] {
            let session = Session(output: { _ in })
            session.showsSummary = first
            for input in [":quiet", "class A { deinit { print(\"bye\") } }", "_ = A()", ":quiet", "_ = A()"] {
                session.evaluate(input)
            }
            let failures = try MarkdownTranscriptTests.check(session.transcript)
            #expect(session.transcript.showsSummary == first)
            #expect(failures == [])
        }
    }
}
