import Foundation

/// Text helpers shared by the transcript formats: splitting into lines, removing terminal
/// escape sequences, escaping for HTML and JSON, numbers and dates. Kept in one place so
/// that every format splits and escapes the same way.
enum TranscriptText {
    /// The lines of an output, as `coordlab check` splits it: a final newline ends the
    /// last line rather than starting an empty one; no output is no lines.
    static func outputLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Every line of an input, empty ones included (an empty line inside a class body is
    /// part of the input).
    static func inputLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The input's lines, escape sequences removed, each with the prompt the REPL showed
    /// before it (`coordlab> `, then `     ...> ` for the lines that continue it).
    static func promptedLines(_ input: String) -> [(prompt: String, text: String)] {
        inputLines(strippingEscapes(input)).enumerated().map { k, line in
            (k == 0 ? REPL.prompt : REPL.continuationPrompt, line)
        }
    }

    /// `text` without terminal escape sequences: CSI (`ESC[…m` colours, cursor moves),
    /// OSC (`ESC]…BEL`), and any other escape character with the one character after it.
    static func strippingEscapes(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{1B}") else { return text }
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let c = scalars.next() {
            guard c == "\u{1B}" else { out.append(c); continue }
            switch scalars.next() {
            case "[":   // parameters and intermediates, then one final byte in @…~
                while let p = scalars.next(), !(0x40...0x7E).contains(p.value) {}
            case "]":   // up to BEL or ESC \ (the string terminator)
                while let p = scalars.next(), p != "\u{07}" {
                    if p == "\u{1B}" { _ = scalars.next(); break }
                }
            default:
                break
            }
        }
        return String(out)
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by HTML character references.
    static func htmlEscaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// `text` as a JSON string literal, quotes included; control characters escaped.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where c.value < 0x20 || c.value == 0x7F:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    /// A non-negative number of seconds with at most six decimals, without trailing zeros
    /// (`1.5`, `0`, `2.000001`).
    static func seconds(_ value: Double) -> String {
        let micros = (max(0, value.isFinite ? value : 0) * 1_000_000).rounded()
        let whole = Int64(micros / 1_000_000)
        let fraction = Int64(micros) - whole * 1_000_000
        guard fraction != 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    /// The session's start (an ISO 8601 string), or nil if it cannot be read.
    static func date(_ iso: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let d = plain.date(from: iso) { return d }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions.insert(.withFractionalSeconds)
        return fractional.date(from: iso)
    }

    /// When the session started, for people: `2026-01-02 03:04 UTC` (or the stored text as
    /// it is, when it cannot be read).
    static func readableStart(_ transcript: Transcript) -> String {
        date(transcript.started).map { utc($0, "yyyy-MM-dd HH:mm") + " UTC" } ?? transcript.started
    }

    /// `date` formatted in UTC with `pattern` (a `DateFormatter` pattern).
    static func utc(_ date: Date, _ pattern: String) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = pattern
        return f.string(from: date)
    }
}
