/// Swift's `TaskGroup`, on the run loop as tasks are (see `Task`): `withTaskGroup(of:)`
/// runs its body at once with a group; `addTask { … }` starts a child task on a later turn
/// of the loop; `next()` (or `for await` over the group) waits for the next child to end
/// and gives what it gave, in the order they end; when the body returns, the group waits
/// for the children left. The children run one at a time, in the order they were added,
/// unless they sleep; Swift runs them at once, so a program whose output does not depend
/// on their order (a sum, a sorted list) prints the same.
public struct TaskGroup<ChildTaskResult>: AsyncSequence, __TaskGroupShape {
    public typealias Element = ChildTaskResult
    typealias Iterator = __TaskGroupIterator<ChildTaskResult>
    /// The children and what they gave.
    let __state: __TaskGroupState<ChildTaskResult>

    /// Starts a child task running `operation`.
    func addTask(operation: @escaping () async -> ChildTaskResult) {
        __state.__add(operation)
    }

    /// Starts a child task running `operation`, whatever its `priority`.
    func addTask(priority: TaskPriority?, operation: @escaping () async -> ChildTaskResult) {
        __state.__add(operation)
    }

    /// Starts a child task unless the group was cancelled; says whether it did.
    func addTaskUnlessCancelled(operation: @escaping () async -> ChildTaskResult) -> Bool {
        if __state.__isCancelled {
            return false
        }
        __state.__add(operation)
        return true
    }

    /// What the next child to end gave, waiting for it; nil when no child is left.
    func next() async -> ChildTaskResult? {
        switch await __state.__next() {
        case .success(let value)?: return value
        default: return nil
        }
    }

    /// Waits until every child has ended.
    func waitForAll() async {
        _ = await __state.__waitForAll()
    }

    /// The iterator `for await` takes the children's results with.
    public func makeAsyncIterator() -> __TaskGroupIterator<ChildTaskResult> {
        return __TaskGroupIterator(__group: self)
    }
}

/// `TaskGroup.Iterator`.
public struct __TaskGroupIterator<ChildTaskResult>: AsyncIteratorProtocol {
    let __group: TaskGroup<ChildTaskResult>

    /// What the next child to end gave; nil when no child is left.
    public mutating func next() async -> ChildTaskResult? {
        return await __group.next()
    }
}

/// Runs `body` with a new task group, then waits for the children it left running.
func withTaskGroup<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type,
                                                 returning returnType: GroupResult.Type,
                                                 body: (TaskGroup<ChildTaskResult>) async -> GroupResult) async -> GroupResult {
    let group = TaskGroup<ChildTaskResult>(__state: __TaskGroupState<ChildTaskResult>())
    let result = await body(group)
    await group.waitForAll()
    return result
}

/// `withTaskGroup(of:returning:body:)` with the result's type taken from `body`.
func withTaskGroup<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type,
                                                 body: (TaskGroup<ChildTaskResult>) async -> GroupResult) async -> GroupResult {
    return await withTaskGroup(of: childTaskResultType, returning: GroupResult.self, body: body)
}
