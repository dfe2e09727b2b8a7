/// Swift's continuations, on the run loop as tasks are (see `Task`): `withCheckedContinuation
/// { continuation in … }` runs its body at once, then waits until something calls
/// `continuation.resume(…)`, usually a completion handler the body gave to older code.
///
/// A resume made while the body runs lets the task go on at once, as Swift's does; a later
/// one wakes the task on the next turn of the run loop. Until then, whatever holds the
/// continuation (a stored completion handler) holds the waiting task, and through it what
/// the task's code holds. Resuming twice stops the program, as Swift's checked continuation
/// does.
public struct CheckedContinuation<T, E: Error> {
    /// What the continuation resumes, shared by every copy of it.
    let __state: __ContinuationState<T, E>

    /// Resumes the waiting task with `value`.
    func resume(returning value: T) {
        __state.__resume(with: .success(value))
    }

    /// Resumes the waiting task by throwing `error`.
    func resume(throwing error: E) {
        __state.__resume(with: .failure(error))
    }

    /// Resumes the waiting task with what `result` holds.
    func resume(with result: Result<T, E>) {
        __state.__resume(with: result)
    }
}

extension CheckedContinuation where T == Void {
    /// Resumes the waiting task.
    func resume() {
        __state.__resume(with: .success(()))
    }
}

/// Swift's unchecked continuation; here it checks as `CheckedContinuation` does.
public typealias UnsafeContinuation<T, E: Error> = CheckedContinuation<T, E>

/// Runs `body` with a continuation, then waits until it is resumed and gives its value.
func withCheckedContinuation<T>(function: String = #function, _ body: (CheckedContinuation<T, Never>) -> Void) async -> T {
    let state = __ContinuationState<T, Never>(function: function)
    body(CheckedContinuation(__state: state))
    switch await state.__result() {
    case .success(let value): return value
    }
}

/// Runs `body` with a continuation, then waits until it is resumed: gives its value, or
/// throws what it was resumed with.
func withCheckedThrowingContinuation<T>(function: String = #function, _ body: (CheckedContinuation<T, Error>) -> Void) async throws -> T {
    let state = __ContinuationState<T, Error>(function: function)
    body(CheckedContinuation(__state: state))
    return try await state.__result().get()
}

/// `withCheckedContinuation` under its unchecked name.
func withUnsafeContinuation<T>(function: String = #function, _ body: (CheckedContinuation<T, Never>) -> Void) async -> T {
    return await withCheckedContinuation(function: function, body)
}

/// `withCheckedThrowingContinuation` under its unchecked name.
func withUnsafeThrowingContinuation<T>(function: String = #function, _ body: (CheckedContinuation<T, Error>) -> Void) async throws -> T {
    return try await withCheckedThrowingContinuation(function: function, body)
}

/// What a continuation was resumed with, and what wakes the task waiting for it.
public final class __ContinuationState<T, E: Error> {
    /// The resumption, once it has come.
    var __resumed: Result<T, E>?
    /// Wakes the waiting task, set while it waits.
    var __wake: (() -> Void)?
    /// The function that made the continuation, which a misuse names.
    let __function: String

    init(function: String) {
        __function = function
    }

    /// Keeps `result` and wakes the waiting task, if it waits already.
    func __resume(with result: Result<T, E>) {
        if __resumed != nil {
            switch result {
            case .success(let value):
                fatalError("SWIFT TASK CONTINUATION MISUSE: \(__function) tried to resume its continuation more than once, returning \(value)!\n")
            case .failure(let error):
                fatalError("SWIFT TASK CONTINUATION MISUSE: \(__function) tried to resume its continuation more than once, throwing \(error)!\n")
            }
        }
        __resumed = result
        if let wake = __wake {
            __wake = nil
            wake()
        }
    }

    /// The resumption: at once when it has come, otherwise when it comes. Awaited where no
    /// task runs (an awaiting top level), the loop runs until it has come.
    func __result() async -> Result<T, E> {
        if let result = __resumed {
            return result
        }
        guard let waiting = __TaskRecord.__current else {
            while __resumed == nil {
                if !RunLoop.main.__runNext(until: Double.infinity, scheduledBy: -1) {
                    fatalError("the top-level code waits for a continuation nothing resumes (Swift's program would wait forever)")
                }
            }
            return __resumed!
        }
        __TaskRecord.__current = nil
        waiting.__awaiting = "continuation"
        await waiting.__suspend { wake in
            self.__wake = wake
        }
        waiting.__awaiting = nil
        __TaskRecord.__current = waiting
        return __resumed!
    }
}
