/// A dispatch queue. Every queue sends its blocks to the main run loop (see
/// `RunLoop`), which holds each block until it has run, then releases it.
///
/// `DispatchQueue.global()` and queues made with `DispatchQueue(label:)` run on the same
/// deterministic loop as the main queue: in an app their blocks run on other threads,
/// at a time nobody can predict; here they run in order, when the loop turns, so that
/// lifetimes stay reproducible. What a block retains, and until when, is the same.
final class DispatchQueue {
    /// The main queue: its blocks run on the main run loop, in the order they were sent.
    static let main = DispatchQueue(label: "com.apple.main-thread")
    /// The one global queue (every quality of service is the same queue here).
    static let __global = DispatchQueue(label: "com.apple.root.default-qos")

    /// The queue's name.
    let label: String

    /// A serial queue of your own.
    init(label: String) {
        self.label = label
    }

    /// A global concurrent queue.
    static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        return DispatchQueue.__global
    }

    /// Runs `work` (a block or a `DispatchWorkItem`) on the next turn of the run loop; the
    /// queue holds it until then. A cancelled work item does not run.
    ///
    /// (Dispatch declares one `async(execute:)` for blocks and one for work items; they are
    /// one method here, which tells them apart when called.)
    func async(execute work: Any) {
        RunLoop.main.__enqueue(due: RunLoop.main.__now, label: label, block: DispatchQueue.__block(of: work))
    }

    /// Runs `work` on the next turn of the run loop, as part of `group`: the group waits
    /// for it to finish.
    func async(group: DispatchGroup, execute work: @escaping () -> Void) {
        group.enter()
        RunLoop.main.__enqueue(due: RunLoop.main.__now, label: label, block: {
            work()
            group.leave()
        })
    }

    /// Runs `work` (a block or a `DispatchWorkItem`) once the loop reaches `deadline`; the
    /// queue holds it until then. A work item cancelled by then does not run.
    func asyncAfter(deadline: DispatchTime, execute work: Any) {
        RunLoop.main.__enqueue(due: deadline.__seconds, label: label, block: DispatchQueue.__block(of: work))
    }

    /// The block a queue runs for `work`: the block itself, or one that performs the work
    /// item (and holds it).
    static func __block(of work: Any) -> () -> Void {
        if let item = work as? DispatchWorkItem {
            return { item.perform() }
        }
        if let block = work as? () -> Void {
            return block
        }
        fatalError("DispatchQueue: execute takes a block or a DispatchWorkItem")
    }
}
