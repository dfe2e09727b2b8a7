// Swift's Result, for coordlab
// ============================
//
// The standard library's `Result` as coordlab runs it: the same cases, the same
// `get()`. coordlab loads this file before the UIKit stand-ins; `coordlab prelude`
// does not print it, because swiftc has the real `Result`.
//
// `map`, `mapError`, `flatMap`, `flatMapError` and `init(catching:)` are not here yet:
// coordlab refuses them by name before a program runs.

enum Result<Success, Failure: Error> {
    case success(Success)
    case failure(Failure)

    /// The success value, or the failure thrown as an error.
    func get() throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }
}
