/// Swift's `ThrowingTaskGroup`: a `TaskGroup` (see there) whose children may throw.
/// `next()` (or `for try await` over the group) throws what the next child to end threw;
/// when the body throws, the group cancels the children left and waits for them.
public struct ThrowingTaskGroup<ChildTaskResult, Failure: Error>: AsyncSequence, __TaskGroupShape {
    public typealias Element = ChildTaskResult
    typealias Iterator = __ThrowingTaskGroupIterator<ChildTaskResult>
    /// The children and what they gave or threw.
    let __state: __TaskGroupState<ChildTaskResult>

    /// Starts a child task running `operation`, which may throw.
    func addTask(operation: @escaping () async throws -> ChildTaskResult) {
        __state.__add(operation)
    }

    /// Starts a child task running `operation`, whatever its `priority`.
    func addTask(priority: TaskPriority?, operation: @escaping () async throws -> ChildTaskResult) {
        __state.__add(operation)
    }

    /// Starts a child task unless the group was cancelled; says whether it did.
    func addTaskUnlessCancelled(operation: @escaping () async throws -> ChildTaskResult) -> Bool {
        if __state.__isCancelled {
            return false
        }
        __state.__add(operation)
        return true
    }

    /// What the next child to end gave, waiting for it (what it threw is thrown); nil when
    /// no child is left.
    func next() async throws -> ChildTaskResult? {
        return try await __state.__next()?.get()
    }

    /// Waits until every child has ended; throws the first error one threw.
    func waitForAll() async throws {
        if let error = await __state.__waitForAll() {
            throw error
        }
    }

    /// The iterator `for try await` takes the children's results with.
    public func makeAsyncIterator() -> __ThrowingTaskGroupIterator<ChildTaskResult> {
        return __ThrowingTaskGroupIterator(__state: __state)
    }
}

/// `ThrowingTaskGroup.Iterator`.
public struct __ThrowingTaskGroupIterator<ChildTaskResult>: AsyncIteratorProtocol {
    let __state: __TaskGroupState<ChildTaskResult>

    /// What the next child to end gave (what it threw is thrown); nil when no child is left.
    public mutating func next() async throws -> ChildTaskResult? {
        return try await __state.__next()?.get()
    }
}

/// Runs `body` with a new throwing task group, then waits for the children it left
/// running; when `body` throws, cancels them first, and throws what `body` threw.
func withThrowingTaskGroup<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type,
                                                         returning returnType: GroupResult.Type,
                                                         body: (ThrowingTaskGroup<ChildTaskResult, Error>) async throws -> GroupResult) async rethrows -> GroupResult {
    let state = __TaskGroupState<ChildTaskResult>()
    let group = ThrowingTaskGroup<ChildTaskResult, Error>(__state: state)
    do {
        let result = try await body(group)
        _ = await state.__waitForAll()
        return result
    } catch {
        state.__cancelAll()
        _ = await state.__waitForAll()
        throw error
    }
}

/// `withThrowingTaskGroup(of:returning:body:)` with the result's type taken from `body`.
func withThrowingTaskGroup<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type,
                                                         body: (ThrowingTaskGroup<ChildTaskResult, Error>) async throws -> GroupResult) async rethrows -> GroupResult {
    return try await withThrowingTaskGroup(of: childTaskResultType, returning: GroupResult.self, body: body)
}
