// Two screens observe one shared model's @Published value; each keeps its own token, so releasing one screen ends only its subscription.
// prelude: uikit

final class SessionStore {
    static let shared = SessionStore()
    @Published var user: String? = nil
}

final class Badge {
    let name: String
    var token: AnyCancellable?
    init(name: String) {
        self.name = name
        token = SessionStore.shared.$user.sink { [unowned self] user in
            print("\(self.name) shows", user ?? "nobody")
        }
    }
    deinit { print("Badge \(name) deinit") }
}

var header: Badge? = Badge(name: "header")
var menu: Badge? = Badge(name: "menu")
SessionStore.shared.user = "ada"
menu = nil
SessionStore.shared.user = "grace"
header = nil
SessionStore.shared.user = nil
print("-- end")
