/// A position in a source file: the file's name, 1-based line and column.
public struct CodeLocation: Sendable, Equatable, CustomStringConvertible {
    /// File name as given by the user (or `<input>`).
    public var file: String
    /// 1-based line.
    var line: Int
    /// 1-based column.
    public var column: Int

    init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A placeholder for code that has no place in a file.
    static let unknown = CodeLocation(file: "<unknown>", line: 0, column: 0)

    /// `file:line:col`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A compile-time error: Swift that does not parse, or that coordlab does not support.
public struct CompileError: Error, Sendable, Equatable {
    /// Where.
    public var location: CodeLocation
    /// What, in the style of Swift's diagnostics (lower case, no full stop).
    public var message: String
    /// The source line, for the caret display.
    var sourceLine: String?

    init(_ message: String, at location: CodeLocation, sourceLine: String? = nil) {
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }

    /// "coordlab does not support X yet".
    static func unsupported(_ what: String, at location: CodeLocation) -> CompileError {
        CompileError("coordlab does not support \(what) yet", at: location)
    }
}

/// A runtime trap, worded as Swift words it ("Fatal error: …").
public struct Trap: Error, Sendable, Equatable {
    /// Swift's message, without the `Fatal error:` prefix.
    public var message: String
    /// Where the trapping expression is.
    var location: CodeLocation

    /// True when coordlab stopped at something it does not support, not a Swift trap.
    var isUnsupported = false

    init(_ message: String, at location: CodeLocation) {
        self.message = message
        self.location = location
    }

    /// Stops the program at member `name` of a value of type `type`, which coordlab does
    /// not provide and could not refuse when compiling (the receiver's type was unknown).
    static func unsupportedMember(_ type: String, _ name: String, at location: CodeLocation) -> Trap {
        var t = Trap("coordlab does not support '\(type).\(name)' yet", at: location)
        t.isUnsupported = true
        return t
    }

    /// The line Swift prints on stderr: `file:line: Fatal error: message`; for what
    /// coordlab does not support, a located error instead.
    public var rendered: String {
        isUnsupported ? "\(location): error: \(message)" : "\(location.file):\(location.line): Fatal error: \(message)"
    }
}

/// The user pressed Ctrl-C while code was running.
public struct Interrupted: Error, Sendable {}

/// Signals `x?.y` found nil; caught at the end of the optional chain.
struct OptionalChainNil: Error {}

/// An error the program threw (`throw e`), on its way to the `catch`, `try?`, `try!` or
/// top level that handles it. The frames and scopes it leaves release their temporaries and
/// locals and run their `defer`s as it passes (see `Block.exec`), as Swift's do.
struct ThrownError: Error {
    /// The error value; the thrown error holds one strong reference to it, as Swift's
    /// error box does, until a handler releases it.
    let value: Value
    /// Where it was thrown.
    let location: CodeLocation
    /// Set by the initializer that failed once it has given its object up (released it, or
    /// freed the part it had initialized): the initializers it delegated from, and the
    /// construction that started them, leave the object alone (see `InitUnwinding`).
    var objectGivenUp = false
}

/// A `try!` whose operand threw: the statement's temporaries are released, then the error
/// (as Swift releases them on the way to its trap), then `trap` stops the program. Turned
/// into the trap by the block or top-level statement around it.
struct ForcedTryFailure: Error {
    let trap: Trap
    /// The error, holding its reference until the temporaries are gone.
    let error: Value
}
