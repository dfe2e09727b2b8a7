/// What a task group keeps, shared by every copy of its `TaskGroup` or
/// `ThrowingTaskGroup`: the children that have not ended, what the ended ones gave (or
/// threw) and nobody has taken yet, in the order they ended, and what wakes the task
/// waiting in `next()`.
public final class __TaskGroupState<ChildTaskResult> {
    /// The children that have not ended, in the order they were added.
    var __children: [__TaskRecord] = []
    /// What ended children gave or threw, not taken yet, in the order they ended.
    var __ended: [Result<ChildTaskResult, Error>] = []
    /// Whether `cancelAll()` was called: children added later start cancelled.
    var __isCancelled = false
    /// Wakes the task waiting in `next()`, set while it waits.
    var __wake: (() -> Void)?

    /// `addTask { … }`: a child task, started on a later turn of the run loop as `Task { … }`
    /// is; what it gives or throws is kept for `next()`.
    func __add(_ operation: @escaping () async throws -> ChildTaskResult) {
        var child: __TaskRecord?
        child = __TaskRecord(operation: {
            let outcome: Result<ChildTaskResult, Error>
            do {
                outcome = .success(try await operation())
            } catch {
                outcome = .failure(error)
            }
            self.__end(child, with: outcome)
        })
        __children.append(child!)
        if __isCancelled {
            child!.__cancel()
        }
    }

    /// A child has ended with `outcome`: it is kept, and the waiting task wakes.
    private func __end(_ child: __TaskRecord?, with outcome: Result<ChildTaskResult, Error>) {
        __children.removeAll { $0 === child }
        __ended.append(outcome)
        if let wake = __wake {
            __wake = nil
            wake()
        }
    }

    /// What the next child to end gave or threw, waiting for it; nil when no child is left.
    func __next() async -> Result<ChildTaskResult, Error>? {
        if __ended.isEmpty && !__children.isEmpty {
            await __TaskRecord.__wait(for: "group", until: { !self.__ended.isEmpty }, onCancel: { self.__cancelAll() }) { wake in
                self.__wake = wake
            }
        }
        if __ended.isEmpty {
            return nil
        }
        return __ended.removeFirst()
    }

    /// Waits until every child has ended, dropping what they gave; gives the first error
    /// one threw.
    func __waitForAll() async -> Error? {
        var first: Error?
        while let outcome = await __next() {
            if case .failure(let error) = outcome, first == nil {
                first = error
            }
        }
        return first
    }

    /// `cancelAll()`: cancels every child, and those added later.
    func __cancelAll() {
        __isCancelled = true
        for child in __children {
            child.__cancel()
        }
    }
}

/// What `TaskGroup` and `ThrowingTaskGroup` share: the members that read or cancel their state.
protocol __TaskGroupShape {
    associatedtype ChildTaskResult
    /// The children and what they gave or threw.
    var __state: __TaskGroupState<ChildTaskResult> { get }
}

extension __TaskGroupShape {
    /// Cancels every child, and those added later.
    func cancelAll() {
        __state.__cancelAll()
    }

    /// Whether `cancelAll()` was called.
    var isCancelled: Bool {
        return __state.__isCancelled
    }

    /// Whether no child is running and nothing is left to take.
    var isEmpty: Bool {
        return __state.__children.isEmpty && __state.__ended.isEmpty
    }
}
