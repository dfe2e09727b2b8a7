import CoordLabSyntax

/// A runtime trap, worded as Swift words it ("Fatal error: …").
public struct Trap: Error, Sendable, Equatable {
    /// Swift's message, without the `Fatal error:` prefix.
    public var message: String
    /// Where the trapping expression is.
    var location: CodeLocation

    /// True when coordlab stopped at something it does not support, not a Swift trap.
    var isUnsupported = false
    /// The status the program gave `exit(_:)`, which ends it as a trap does (no `defer`
    /// runs, nothing is released) but is no failure.
    public var exitStatus: Int32?

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

    /// Stops the program at something coordlab does not support, found only when it runs.
    static func unsupported(_ what: String, at location: CodeLocation) -> Trap {
        var t = Trap("coordlab does not support \(what) yet", at: location)
        t.isUnsupported = true
        return t
    }

    /// The program's call of `exit(status)` at `location`.
    static func exit(status: Int32, at location: CodeLocation) -> Trap {
        var t = Trap("the program called exit(\(status))", at: location)
        t.exitStatus = status
        return t
    }

    /// The line Swift prints on stderr: `file:line: Fatal error: message`; for what
    /// coordlab does not support, a located error instead.
    public var rendered: String {
        isUnsupported || exitStatus != nil ? "\(location): \(isUnsupported ? "error: " : "")\(message)"
            : "\(location.file):\(location.line): Fatal error: \(message)"
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
    /// A class's failable initializer returned nil: the failure leaves the initializers and
    /// gives the object up as an error would (see `InitUnwinding`), but no `catch`, `try?`
    /// or `try!` sees it; the construction that started them makes nil.
    var isInitFailure = false
}

/// A `try!` whose operand threw: the statement's temporaries are released, then the error
/// (as Swift releases them on the way to its trap), then `trap` stops the program. Turned
/// into the trap by the block or top-level statement around it.
struct ForcedTryFailure: Error {
    let trap: Trap
    /// The error, holding its reference until the temporaries are gone.
    let error: Value
}
