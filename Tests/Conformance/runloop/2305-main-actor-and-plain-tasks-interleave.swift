// Tasks started from a @MainActor coordinator and from a plain service interleave with main-queue blocks in the order swiftc's binary runs them; MainActor.run hands the service's result back
// prelude: uikit
@MainActor
final class SyncCoordinator {
    var log: [String] = []
    func record(_ entry: String) { log.append(entry); print("record \(entry)") }
    func begin(with service: SyncService) {
        Task {
            record("coordinator task starts")
            let count = await service.upload(3)
            record("uploaded \(count)")
        }
        DispatchQueue.main.async { print("main block after begin") }
    }
}

final class SyncService {
    weak var coordinator: SyncCoordinator?
    func upload(_ n: Int) async -> Int {
        print("upload \(n) starts")
        try? await Task.sleep(for: .milliseconds(100))
        await MainActor.run { coordinator?.record("halfway") }
        try? await Task.sleep(for: .milliseconds(100))
        return n
    }
    func ping() {
        Task {
            print("ping task")
            await MainActor.run { print("ping on main") }
        }
    }
    deinit { print("deinit SyncService") }
}

final class SyncScreen: UIViewController {
    let coordinator = SyncCoordinator()
    var service: SyncService? = SyncService()
    override func viewDidLoad() {
        super.viewDidLoad()
        service?.coordinator = coordinator
        service?.ping()
        if let service { coordinator.begin(with: service) }
        service = nil
    }
    func report() { print(coordinator.log) }
}

let screen = SyncScreen()
screen.loadViewIfNeeded()
print("loaded")
RunLoop.main.run(until: Date().addingTimeInterval(1))
screen.report()
