/// A transcript as one self-contained HTML page: inline CSS, no scripts, nothing loaded
/// from elsewhere. Each input is a `<pre class="input">` after the REPL's prompts, its
/// output a `<pre class="output">`; failed inputs are marked. All text is HTML-escaped
/// and terminal escape sequences are removed.
struct HTMLTranscript: TranscriptFormat {
    static let extensions = ["html", "htm"]

    /// The page's style sheet: inputs bold on a tinted background, outputs plain, failures red.
    static let style = """
        body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; background: #fff; }
        pre { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9rem; margin: 0; padding: 0.4rem 0.8rem; white-space: pre-wrap; overflow-wrap: anywhere; }
        section { margin: 0.6rem 0; border-left: 3px solid #8aa4c8; }
        pre.input { background: #eef3fa; font-weight: 600; }
        pre.output { background: #fafafa; }
        section.failed { border-left-color: #c0392b; }
        section.failed pre.output { color: #a4281b; }
        .prompt { color: #6a7b92; font-weight: 400; user-select: none; }
        @media (prefers-color-scheme: dark) {
          body { color: #ddd; background: #16181c; }
          pre.input { background: #1f2a38; } pre.output { background: #1c1e22; }
          section.failed pre.output { color: #ff8a7a; }
        }
        """

    /// The format; it has no options.
    init() {}

    /// The page.
    func render(_ transcript: Transcript) throws -> String {
        let title = "coordlab session, " + TranscriptText.htmlEscaped(TranscriptText.readableStart(transcript))
        var html = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>\(title)</title>",
            "<style>",
            Self.style,
            "</style>",
            "</head>",
            "<body>",
            "<h1>\(title)</h1>",
            "<p>coordlab \(TranscriptText.htmlEscaped(transcript.coordlab)), \(transcript.entries.count) inputs.</p>",
        ]
        for entry in transcript.entries {
            html.append(entry.succeeded ? "<section>" : "<section class=\"failed\">")
            html.append("<pre class=\"input\">" + Self.inputMarkup(entry.input) + "</pre>")
            let output = TranscriptText.outputLines(TranscriptText.strippingEscapes(entry.output))
            if !output.isEmpty {
                html.append("<pre class=\"output\">" + TranscriptText.htmlEscaped(output.joined(separator: "\n")) + "</pre>")
            }
            html.append("</section>")
        }
        html += ["</body>", "</html>", ""]
        return html.joined(separator: "\n")
    }

    /// The input's lines, escaped, each after its prompt in a `prompt` span.
    static func inputMarkup(_ input: String) -> String {
        TranscriptText.promptedLines(input).map { line in
            "<span class=\"prompt\">" + TranscriptText.htmlEscaped(line.prompt) + "</span>" + TranscriptText.htmlEscaped(line.text)
        }.joined(separator: "\n")
    }
}
