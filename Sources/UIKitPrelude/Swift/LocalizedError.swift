/// Foundation's error that describes itself for people: `localizedDescription` is its
/// `errorDescription` when it gives one, else Foundation's sentence with its `failureReason`.
///
/// Kept with the standard library's stand-ins: like them it is never printed by `coordlab
/// prelude`, since swiftc's Foundation has the real protocol, which its
/// `localizedDescription` reads (a stand-in of the same name would hide it).
public protocol LocalizedError: Error {
    var errorDescription: String? { get }
    var failureReason: String? { get }
    var recoverySuggestion: String? { get }
    var helpAnchor: String? { get }
}

extension LocalizedError {
    public var errorDescription: String? { nil }
    public var failureReason: String? { nil }
    public var recoverySuggestion: String? { nil }
    public var helpAnchor: String? { nil }
}
