// A wrapper made from its attribute's arguments alone (no initial value), generic over the
// stored value; a cast to the wrapper's generic parameter inside its accessors.
final class Defaults {
    static let standard = Defaults()
    private var values: [String: Any] = [:]
    func value(forKey key: String) -> Any? { values[key] }
    func set(_ value: Any?, forKey key: String) {
        values[key] = value
        print("stored \(key)")
    }
}

@propertyWrapper
struct Stored<Value> {
    let key: String
    let fallback: Value
    init(key: String, fallback: Value) {
        self.key = key
        self.fallback = fallback
    }
    var wrappedValue: Value {
        get { Defaults.standard.value(forKey: key) as? Value ?? fallback }
        set { Defaults.standard.set(newValue, forKey: key) }
    }
    var projectedValue: String { "key \(key)" }
}

final class Preferences {
    @Stored(key: "launches", fallback: 0) var launches: Int
    @Stored(key: "name", fallback: "guest") var name: String
    @Stored(key: "seen", fallback: false) var seenIntro: Bool
}

let prefs = Preferences()
print(prefs.launches, prefs.name, prefs.seenIntro, prefs.$launches)
prefs.launches += 1
prefs.launches += 1
prefs.name = "ada"
prefs.seenIntro = !prefs.seenIntro
print(prefs.launches, prefs.name, prefs.seenIntro, prefs.$name)
let other = Preferences()
print(other.launches, other.name)
