// A coordinator owns an actor session store: nonisolated members used without await, an async throws actor method awaited from [weak self] tasks, logout drops the coordinator and the store's deinit follows
// prelude: uikit
enum LoginError: Error { case locked }
final class Session {
    let user: String
    init(user: String) { self.user = user; print("Session \(user) begins") }
    deinit { print("Session \(user) ends") }
}
actor SessionStore {
    nonisolated let storeID: Int
    private var current: Session?
    private var attempts = 0
    init(storeID: Int) { self.storeID = storeID }
    nonisolated func describe() -> String { "store #\(storeID)" }
    func logIn(_ user: String) async throws -> Session {
        attempts += 1
        if attempts > 2 { throw LoginError.locked }
        try await Task.sleep(for: .seconds(1))
        let session = Session(user: user)
        current = session
        return session
    }
    func logOut() -> String? {
        let name = current?.user
        current = nil
        return name
    }
    deinit { print("SessionStore \(storeID) deinit") }
}
final class AuthCoordinator {
    let store = SessionStore(storeID: 7)
    var log: [String] = []
    init() { print("coordinator uses", store.describe(), store.storeID) }
    func start(_ users: [String]) {
        for user in users {
            Task { [weak self] in
                guard let store = self?.store else { return }
                do {
                    let session = try await store.logIn(user)
                    self?.log.append(session.user)
                    print("logged in", session.user, self == nil ? "(coordinator gone)" : "")
                } catch {
                    print("login of \(user) failed: \(error)")
                }
            }
        }
    }
    deinit { print("AuthCoordinator deinit, log \(log)") }
}
var coordinator: AuthCoordinator? = AuthCoordinator()
coordinator!.start(["ann", "bob", "cy"])
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
Task { [store = coordinator!.store] in
    print("logged out", await store.logOut() ?? "nobody")
}
coordinator = nil
print("coordinator released")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
print("end")
