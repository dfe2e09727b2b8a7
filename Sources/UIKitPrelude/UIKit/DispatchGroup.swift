/// Work tracked as a group: `notify` sends its block to a queue once every `enter()`
/// has been matched by a `leave()` (at once if none is pending). The group holds a
/// notify block until then.
public final class DispatchGroup {
    /// Entered and not yet left.
    var __pending = 0
    /// Blocks waiting for the group to empty, each sending its work to its queue.
    var __notifications: [() -> Void] = []

    init() {}

    /// One more piece of work has begun.
    func enter() {
        __pending += 1
    }

    /// One piece of work has finished; when none is left, the notify blocks are queued.
    func leave() {
        if __pending == 0 {
            fatalError("Unbalanced call to dispatch_group_leave()")
        }
        __pending -= 1
        if __pending == 0 {
            let waiting = __notifications
            __notifications = []
            for send in waiting {
                send()
            }
        }
    }

    /// Sends `work` to `queue` once the group is empty.
    func notify(queue: DispatchQueue, execute work: @escaping () -> Void) {
        if __pending == 0 {
            queue.async(execute: work)
        } else {
            __notifications.append({ queue.async(execute: work) })
        }
    }
}
