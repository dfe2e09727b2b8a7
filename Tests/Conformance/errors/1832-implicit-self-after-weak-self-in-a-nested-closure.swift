// ERRORS: after `guard let self` in a [weak self] closure, a nested escaping closure still needs `self.` (swiftc's words)
final class Scheduler {
    var pending: [() -> Void] = []
    func later(_ work: @escaping () -> Void) { pending.append(work) }
    func drain() {
        let work = pending
        pending = []
        for w in work { w() }
    }
}

final class FeedCoordinator {
    let scheduler = Scheduler()
    var refreshes = 0

    func refresh() {
        scheduler.later { [weak self] in
            guard let self else { return }
            scheduler.later {
                refreshes += 1
            }
        }
    }
    deinit { print("FeedCoordinator deinit") }
}

let feed = FeedCoordinator()
feed.refresh()
feed.scheduler.drain()
feed.scheduler.drain()
print(feed.refreshes)
