// A sink that subscribes another sink when a value arrives: the inner token, kept by the outer closure's owner, lives until replaced; values sent during a delivery reach the subscribers already there.
// prelude: uikit

final class Session {
    let logins = PassthroughSubject<String, Never>()
    let messages = PassthroughSubject<String, Never>()
    var loginToken: AnyCancellable?
    var messageToken: AnyCancellable?
    init() {
        loginToken = logins.sink { [weak self] user in
            guard let self = self else { return }
            print("logged in:", user)
            self.messageToken = self.messages.sink { print("\(user) got:", $0) }
            self.messages.send("welcome \(user)")
        }
    }
    deinit { print("Session deinit") }
}

var session: Session? = Session()
session!.messages.send("before login")
session!.logins.send("ada")
session!.messages.send("hello")
session!.logins.send("grace")
session!.messages.send("bye")
session = nil
print("-- end")
