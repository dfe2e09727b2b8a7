// implicit self where Swift allows it: non-escaping closures, [self], [unowned self], [weak self] unwrapped, structs, statics
final class Queue {
    var jobs: [() -> Void] = []
    func later(_ job: @escaping () -> Void) { jobs.append(job) }
    func run() { let js = jobs; jobs = []; for j in js { j() } }
}

struct Counter {
    var count = 0
    func report(_ q: Queue) { q.later { print("struct count", count) } }
}

final class HomeCoordinator {
    let queue = Queue()
    var visits = 0
    static var created = 0
    static func later(_ job: @escaping () -> Void) { job() }
    static func make() -> HomeCoordinator {
        later { created += 1 }
        return HomeCoordinator()
    }
    func bump() { visits += 1 }
    func start() {
        [1, 2].forEach { _ in bump() }
        let doubled = [1, 2, 3].map { $0 * visits }
        print("doubled", doubled)
        queue.later { [self] in bump(); queue.later { visits += 10 } }
        queue.later { [unowned self] in print("unowned sees", visits) }
        queue.later { [weak self] in
            guard let self else { return }
            bump()
            print("weak then strong", visits)
        }
        queue.later { [weak self] in
            if let self { print("if let self", visits) }
        }
    }
    deinit { print("HomeCoordinator deinit, visits", visits) }
}

var home: HomeCoordinator? = HomeCoordinator.make()
home!.start()
home!.queue.run()
home!.queue.run()
Counter(count: 4).report(home!.queue)
home!.queue.run()
print("created", HomeCoordinator.created)
home = nil
