// A cast to an associated type of a generic parameter (`as? K.Value`) is refused, not run as a failing cast
// expect-error: coordlab does not support casting to an associated type of the generic parameter 'K'
// expect-line: 16
protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
struct ThemeKey: EnvironmentKey { static var defaultValue: String { "light" } }
struct FontSizeKey: EnvironmentKey { static var defaultValue: Int { 14 } }

struct Environment {
    private var values: [String: Any] = [:]
    subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let stored = values["\(key)"]
            return stored as? K.Value ?? K.defaultValue
        }
        set { values["\(key)"] = newValue }
    }
}

print("started")
var env = Environment()
env[ThemeKey.self] = "dark"
print(env[ThemeKey.self], env[FontSizeKey.self])
