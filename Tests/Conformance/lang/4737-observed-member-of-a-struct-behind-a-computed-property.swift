// A write to an observed member of a struct behind a computed property reads the property once (get, the member's observers, set), as Swift's get-modify-set does; the struct's object members are released as Swift releases them
final class Token { let id: Int; init(_ id: Int) { self.id = id }; deinit { print("Token \(id) deinit") } }
struct Settings {
    var volume = 0 { didSet { print("volume didSet \(oldValue) -> \(volume)") } }
    var token = Token(0) { willSet { print("token willSet \(newValue.id)") } }
    var tags: [String] = []
}
final class Store {
    var stored = Settings()
    var current: Settings {
        get { print("get"); return stored }
        set { print("set"); stored = newValue }
    }
}
let s = Store()
s.current.volume = 3
s.current.token = Token(1)
s.current.tags.append("a")
s.current.volume += 2
print(s.stored.volume, s.stored.token.id, s.stored.tags)
