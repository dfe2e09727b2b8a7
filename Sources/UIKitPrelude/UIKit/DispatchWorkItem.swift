/// A block that can be cancelled before it runs. It holds its block (and what the block
/// captures) as long as the work item itself lives, cancelled or not; a queue holds the
/// work item until its time comes, then runs the block unless the item was cancelled.
public final class DispatchWorkItem {
    /// The block. Dispatch keeps it until the work item is freed.
    let __block: () -> Void
    /// Whether `cancel()` was called.
    private(set) var isCancelled = false

    init(block: @escaping () -> Void) {
        __block = block
    }

    /// Runs the block now, unless the item is cancelled.
    func perform() {
        if !isCancelled {
            __block()
        }
    }

    /// Keeps the block from running if it has not started yet.
    func cancel() {
        isCancelled = true
    }
}
