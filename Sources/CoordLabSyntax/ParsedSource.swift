import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift source text parsed by swift-syntax, with operators folded by precedence.
public struct ParsedSource {
    /// The file name used in messages.
    public let fileName: String
    /// The text.
    public let text: String
    /// The folded syntax tree.
    public let tree: SourceFileSyntax
    /// Converts byte positions to lines and columns.
    public let converter: SourceLocationConverter
    /// Line offset added to every location (for inputs that start mid-file).
    public let firstLine: Int
    /// The names of the `actor` types the file declares, which the tree holds as classes
    /// (see `ActorDeclarations`).
    public let actorNames: Set<String>

    /// Parses `text`; throws the first syntax error as a `CompileError`.
    public init(text: String, fileName: String, firstLine: Int = 1) throws {
        self.fileName = fileName
        self.text = text
        self.firstLine = firstLine
        var raw = Parser.parse(source: text)
        let rawConverter = SourceLocationConverter(fileName: fileName, tree: raw)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: raw)
        if let d = diagnostics.first(where: { $0.diagMessage.severity == .error }) {
            let l = d.location(converter: rawConverter)
            throw CompileError(d.message, at: CodeLocation(file: fileName, line: l.line + firstLine - 1, column: l.column))
        }
        // Code in an inactive `#if` clause must parse (as swiftc requires), then is left out.
        if raw.hasConditionalCompilation { raw = Parser.parse(source: Self.activeText(of: raw)) }
        if let tasks = AsyncLetDeclarations.asTasks(raw) { raw = Parser.parse(source: tasks) }
        var foldError: CompileError?
        // Operators the file declares (`infix operator <>: AdditionPrecedence`) fold too.
        let table = OperatorPrecedence.table(for: raw)
        let folded = table.foldAll(raw) { error in
            guard foldError == nil else { return }
            switch error {
            case .missingOperator(let name, let node):
                let l = rawConverter.location(for: node.positionAfterSkippingLeadingTrivia)
                foldError = CompileError("coordlab does not support the custom operator '\(name)' yet",
                                         at: CodeLocation(file: fileName, line: l.line + firstLine - 1, column: l.column))
            case .incomparableOperators(let left, _, _, _):
                let l = rawConverter.location(for: left.positionAfterSkippingLeadingTrivia)
                foldError = CompileError("adjacent operators are in non-associative precedence groups",
                                         at: CodeLocation(file: fileName, line: l.line + firstLine - 1, column: l.column))
            default:
                foldError = CompileError("\(error)", at: CodeLocation(file: fileName, line: firstLine, column: 1))
            }
        }
        if let foldError { throw foldError }
        (tree, actorNames) = ActorDeclarations.asClasses(folded.as(SourceFileSyntax.self) ?? raw, text: text)
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
    }

    /// The location of a syntax node's first token (after leading trivia).
    public func location(of node: some SyntaxProtocol) -> CodeLocation {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return CodeLocation(file: fileName, line: l.line + firstLine - 1, column: l.column)
    }

    /// The start of the line after a syntax node's last line: where swiftc points when
    /// something is missing after it (a required initializer after a class's initializers).
    public func lineStart(after node: some SyntaxProtocol) -> CodeLocation {
        let l = converter.location(for: node.endPositionBeforeTrailingTrivia)
        return CodeLocation(file: fileName, line: l.line + firstLine, column: 1)
    }

    /// Whether the text is an unfinished declaration or statement (an open brace,
    /// bracket or parenthesis, or a trailing operator), so a REPL should read more lines.
    public static func isIncomplete(_ text: String) -> Bool {
        let raw = Parser.parse(source: text)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: raw)
        let end = raw.endPosition
        return diagnostics.contains { d in
            let m = d.message
            return m.hasPrefix("expected '}'") || m.hasPrefix("expected ')'") || m.hasPrefix("expected ']'")
                || (d.position.utf8Offset >= end.utf8Offset - 1 && m.hasPrefix("expected expression"))
                || m.contains("unterminated")
        }
    }
}

/// Renders a compile error as `file:line:col: error: message`, the source line and a caret.
public func renderDiagnostic(_ e: CompileError, source: String?) -> String {
    var out = "\(e.location.file):\(e.location.line):\(e.location.column): error: \(e.message)"
    let lineText = e.sourceLine ?? source.flatMap { text -> String? in
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let k = e.location.line - 1
        return k >= 0 && k < lines.count ? String(lines[k]) : nil
    }
    if let lineText {
        out += "\n" + lineText + "\n" + String(repeating: " ", count: max(0, e.location.column - 1)) + "^"
    }
    return out
}
