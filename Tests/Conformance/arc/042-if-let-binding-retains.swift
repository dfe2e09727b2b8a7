// ARC: an if-let binding holds a strong reference until the end of its body
class Profile {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

class Store {
    var profile: Profile?
    func load() -> Profile? { return Profile("loaded") }
}

let store = Store()
store.profile = Profile("p1")
if let p = store.profile {
    store.profile = nil
    print("cleared the store, still using \(p.name)")
}
print("after if")
if let fresh = store.load() {
    print("body with \(fresh.name)")
} else {
    print("no profile")
}
print("after second if")
if let missing = store.profile {
    print("unexpected \(missing.name)")
} else {
    print("else branch")
}
print("end")
