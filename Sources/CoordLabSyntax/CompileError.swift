/// A compile-time error: Swift that does not parse, or that coordlab does not support.
public struct CompileError: Error, Sendable, Equatable {
    /// Where.
    public var location: CodeLocation
    /// What, in the style of Swift's diagnostics (lower case, no full stop).
    public var message: String
    /// The source line, for the caret display.
    public var sourceLine: String?

    public init(_ message: String, at location: CodeLocation, sourceLine: String? = nil) {
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }

    /// "coordlab does not support X yet".
    public static func unsupported(_ what: String, at location: CodeLocation) -> CompileError {
        CompileError("coordlab does not support \(what) yet", at: location)
    }

    /// Whether it refuses Swift that coordlab does not support (rather than wrong Swift).
    public var isUnsupported: Bool { message.hasPrefix("coordlab does not support") }
}
