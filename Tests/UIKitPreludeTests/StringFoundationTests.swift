import CoordLabSession
import Foundation
import Testing

/// The prelude's Foundation string methods and character sets (`UIKit/StringFoundation.swift`,
/// `UIKit/CharacterSet.swift`) give what Foundation itself gives on this machine, input by
/// input: empty parts, empty separators and targets, CRLF, Unicode spaces and punctuation.
@Suite struct StringFoundationTests {
    /// Inputs with the edges each method has.
    static let inputs = ["", "a", " a b ", "a,,b,", ",", "\t x\u{00A0}\n", "a\r\nb\r\n", "\u{200B}zero\u{200B}",
                         "¡Hola! ¿Qué?", "e\u{301}, café", "line\u{2028}sep\u{2029}", "...", "a--b", "1 2  3"]

    /// The program's output, run with the prelude.
    private func printed(_ source: String) throws -> String {
        var out = ""
        let w = try Workspace(output: { out += $0 })
        try w.run(swift: source, fileName: "t.swift")
        return out
    }

    /// `inputs` as a Swift array literal, each scalar escaped.
    private func literals(_ inputs: [String]) -> String { "[" + inputs.map { "\"\($0.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined())\"" }.joined(separator: ", ") + "]" }

    @Test func trimmingAndSplittingByEachSetAsFoundationDoes() throws {
        let sets: [(name: String, set: CharacterSet)] = [
            ("whitespaces", .whitespaces), ("newlines", .newlines), ("whitespacesAndNewlines", .whitespacesAndNewlines),
            ("punctuationCharacters", .punctuationCharacters), ("CharacterSet(charactersIn: \",-\")", CharacterSet(charactersIn: ",-")),
            ("CharacterSet(charactersIn: \"ab\").inverted", CharacterSet(charactersIn: "ab").inverted),
        ]
        // The inverted set holds both scalars of an "e" with its accent written apart: that
        // input is left out for it (see `aCharacterOfSeveralScalarsIsTestedWhole`).
        for (name, set) in sets {
            let inputs = name.hasSuffix("inverted") ? Self.inputs.filter { !$0.contains("e\u{301}") } : Self.inputs
            let expected = inputs.map { "\([$0.trimmingCharacters(in: set)]) \($0.components(separatedBy: set))\n" }.joined()
            let source = "for s in \(literals(inputs)) { print([s.trimmingCharacters(in: .\(name))], s.components(separatedBy: .\(name))) }\n"
            #expect(try printed(source.replacingOccurrences(of: ".CharacterSet", with: "CharacterSet")) == expected, "\(name)")
        }
    }

    /// The known difference: a character of several scalars is tested whole, where
    /// Foundation tests each (both are in an inverted set, so Foundation splits twice).
    @Test func aCharacterOfSeveralScalarsIsTestedWhole() throws {
        let source = "print(\"e\\u{301}x\".components(separatedBy: CharacterSet(charactersIn: \"x\").inverted))\n"
        #expect(try printed(source) == "[\"\", \"x\"]\n")
        #expect("e\u{301}x".components(separatedBy: CharacterSet(charactersIn: "x").inverted) == ["", "", "x"])
    }

    @Test func splittingAndReplacingByAStringAsFoundationDoes() throws {
        for target in [",", "", "a", "é", "--", "\r\n"] {
            let expected = Self.inputs.map { "\($0.components(separatedBy: target)) \([$0.replacingOccurrences(of: target, with: "<>")])\n" }.joined()
            let t = target.debugDescription
            let source = "for s in \(literals(Self.inputs)) { print(s.components(separatedBy: \(t)), [s.replacingOccurrences(of: \(t), with: \"<>\")]) }\n"
            #expect(try printed(source) == expected, "\(t)")
        }
    }
}
