/// Foundation's `UserDefaults`, as a freshly installed app finds it: empty when the run
/// starts (every run is a first launch), then holding what the run sets until it ends. A
/// coordinator that reads `bool(forKey: "hasOnboarded")` to choose its first flow gets
/// `false` until the program sets it.
///
/// Values are property-list values (strings, numbers, booleans, arrays and dictionaries of
/// them); setting anything else stops the program, as iOS stops it with
/// `NSInvalidArgumentException`. The typed getters convert as Foundation's do for these
/// values (`bool(forKey:)` of the number 1 or the string "YES" is true); what they read of
/// a missing key is `false`, `0` or `nil`. Not modelled: the notifications of changes,
/// key-value observing, and numbers read back as another numeric type through `object(forKey:)`
/// (`set(true, …)` then `object(forKey:) as? Int` is nil here, 1 on iOS).
public class UserDefaults: NSObject {
    /// The app's defaults.
    static let standard = UserDefaults()

    /// What the run set, by key.
    private var __values: [String: Any] = [:]
    /// What `register(defaults:)` gave, read where nothing was set.
    private var __registered: [String: Any] = [:]

    override init() {
        super.init()
    }

    /// The defaults of a suite (an app group): a store of its own, empty at launch.
    init?(suiteName suitename: String?) {
        super.init()
    }

    /// The value set for `defaultName`, or registered for it; nil when there is none.
    func object(forKey defaultName: String) -> Any? {
        if let value = __values[defaultName] {
            return value
        }
        return __registered[defaultName]
    }

    /// Sets `value` for `defaultName`; nil removes it.
    func set(_ value: Any?, forKey defaultName: String) {
        guard let value else {
            __values[defaultName] = nil
            return
        }
        if !UserDefaults.__isPropertyList(value) {
            fatalError("Attempt to insert non-property list object \(value) for key \(defaultName)")
        }
        __values[defaultName] = value
    }

    /// Removes the value set for `defaultName` (a registered one shows again).
    func removeObject(forKey defaultName: String) {
        __values[defaultName] = nil
    }

    /// Values read where nothing was set (they are not stored).
    func register(defaults registrationDictionary: [String: Any]) {
        for (key, value) in registrationDictionary {
            __registered[key] = value
        }
    }

    /// The string for `defaultName`; a number is read as its digits, as Foundation reads it.
    func string(forKey defaultName: String) -> String? {
        switch object(forKey: defaultName) {
        case let s as String: return s
        case let n as Int: return String(n)
        case let d as Double: return String(d)
        default: return nil
        }
    }

    /// The Boolean for `defaultName`: a number is true when not zero, a string when it
    /// reads "YES", "true" or a number other than zero; false otherwise.
    func bool(forKey defaultName: String) -> Bool {
        switch object(forKey: defaultName) {
        case let b as Bool: return b
        case let n as Int: return n != 0
        case let d as Double: return d != 0
        case let s as String:
            let lowered = s.lowercased()
            return lowered == "yes" || lowered == "true" || (Int(s) ?? 0) != 0
        default: return false
        }
    }

    /// The integer for `defaultName`: a Boolean is 1 or 0, a decimal number is cut to its
    /// whole part, a string is read as a number; 0 otherwise.
    func integer(forKey defaultName: String) -> Int {
        switch object(forKey: defaultName) {
        case let n as Int: return n
        case let b as Bool: return b ? 1 : 0
        case let d as Double: return Int(d)
        case let s as String: return Int(s) ?? 0
        default: return 0
        }
    }

    /// The number for `defaultName`, as `integer(forKey:)` reads it but keeping decimals.
    func double(forKey defaultName: String) -> Double {
        switch object(forKey: defaultName) {
        case let d as Double: return d
        case let n as Int: return Double(n)
        case let b as Bool: return b ? 1 : 0
        case let s as String: return Double(s) ?? 0
        default: return 0
        }
    }

    /// The array for `defaultName`, if it holds one.
    func array(forKey defaultName: String) -> [Any]? {
        object(forKey: defaultName) as? [Any]
    }

    /// The array of strings for `defaultName`, if it holds one.
    func stringArray(forKey defaultName: String) -> [String]? {
        object(forKey: defaultName) as? [String]
    }

    /// The dictionary for `defaultName`, if it holds one.
    func dictionary(forKey defaultName: String) -> [String: Any]? {
        object(forKey: defaultName) as? [String: Any]
    }

    /// Nothing to write: the values live as long as the run. True, as Foundation answers.
    @discardableResult
    func synchronize() -> Bool {
        return true
    }

    /// Whether `value` is a property-list value.
    private static func __isPropertyList(_ value: Any) -> Bool {
        switch value {
        case is String, is Int, is Double, is Bool: return true
        case let array as [Any]: return array.allSatisfy { __isPropertyList($0) }
        case let dictionary as [String: Any]: return dictionary.values.allSatisfy { __isPropertyList($0) }
        default: return false
        }
    }
}
