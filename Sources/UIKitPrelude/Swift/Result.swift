// Swift's Result, for coordlab
// ============================
//
// The standard library's `Result` as coordlab runs it: the same cases, the same
// `get()`. coordlab loads this file before the UIKit stand-ins; `coordlab prelude`
// does not print it, because swiftc has the real `Result`.
//
// `init(catching:)` is not here yet (an enum's initializer that assigns `self`): coordlab
// refuses it by name before a program runs.

enum Result<Success, Failure: Error> {
    case success(Success)
    case failure(Failure)

    /// The success value transformed; a failure as it is.
    func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
        switch self {
        case .success(let value): return .success(transform(value))
        case .failure(let error): return .failure(error)
        }
    }

    /// The failure transformed; a success as it is.
    func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
        switch self {
        case .success(let value): return .success(value)
        case .failure(let error): return .failure(transform(error))
        }
    }

    /// The result the success value gives; a failure as it is.
    func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
        switch self {
        case .success(let value): return transform(value)
        case .failure(let error): return .failure(error)
        }
    }

    /// The result the failure gives; a success as it is.
    func flatMapError<NewFailure: Error>(_ transform: (Failure) -> Result<Success, NewFailure>) -> Result<Success, NewFailure> {
        switch self {
        case .success(let value): return .success(value)
        case .failure(let error): return transform(error)
        }
    }

    /// The success value, or the failure thrown as an error.
    func get() throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }
}

extension Result where Failure == Error {
    /// The closure's value as a success, or the error it throws as a failure.
    init(catching body: () throws -> Success) {
        do {
            self = .success(try body())
        } catch {
            self = .failure(error)
        }
    }
}

/// Results compare equal when both succeeded with equal values or both failed with equal
/// errors, as the standard library's conditional conformance says.
extension Result: Equatable where Success: Equatable, Failure: Equatable {}
