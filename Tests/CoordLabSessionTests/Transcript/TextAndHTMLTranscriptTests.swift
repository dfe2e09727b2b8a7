import Foundation
import Testing
@testable import CoordLabSession

/// The `.txt` export is the terminal's text without escapes; the `.html` export is escaped
/// and self-contained.
@Suite struct TextAndHTMLTranscriptTests {
    /// A transcript whose input and output hold markup characters and colour escapes.
    static var coloured: Transcript {
        var t = Transcript(started: Date(timeIntervalSince1970: 0))
        t.entries = [
            .init(input: "class A {\n    deinit { print(\"<b>&</b>\") }\n}", output: "", succeeded: true),
            .init(input: "var a: A? = A()\na = nil", output: "<b>&</b>\n  - deinit \u{1B}[31mA#1\u{1B}[0m\n", succeeded: true),
            .init(input: "a!.x", output: "\u{1B}]0;title\u{07}oops", succeeded: false),
        ]
        return t
    }

    /// Prompts before every input line, output as printed, no escape characters.
    @Test func textShowsPromptsAndOutputWithoutEscapes() throws {
        let text = try TextTranscript().render(Self.coloured)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(text == """
            coordlab> class A {
                 ...>     deinit { print("<b>&</b>") }
                 ...> }
            coordlab> var a: A? = A()
                 ...> a = nil
            <b>&</b>
              - deinit A#1
            coordlab> a!.x
            oops

            """)
        #expect(!(try TextTranscript().render(TranscriptFixtures.recorded())).contains("\u{1B}"))
    }

    /// Markup characters are escaped; no scripts, no links, no external resources.
    @Test func htmlEscapesEverythingAndLoadsNothing() throws {
        for transcript in [Self.coloured, TranscriptFixtures.recorded()] {
            let html = try HTMLTranscript().render(transcript)
            #expect(!html.lowercased().contains("<script"))
            #expect(!html.contains("\u{1B}"))
            #expect(!html.contains("<b>") && !html.contains("a < b") && !html.contains("<&>"))
            #expect(!html.contains("src=") && !html.contains("href=") && !html.contains("@import") && !html.contains("url("))
            #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
        }
        let html = try HTMLTranscript().render(Self.coloured)
        #expect(html.contains("<pre class=\"output\">&lt;b&gt;&amp;&lt;/b&gt;\n  - deinit A#1</pre>"))
        #expect(html.contains("<span class=\"prompt\">     ...&gt; </span>    deinit { print(&quot;&lt;b&gt;&amp;&lt;/b&gt;&quot;) }"))
        #expect(html.contains("<section class=\"failed\">"))
        let recorded = try HTMLTranscript().render(TranscriptFixtures.recorded())
        #expect(recorded.contains("a &lt; b &amp;&amp; c &gt; d"))
    }
}
