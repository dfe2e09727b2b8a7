// LANG: static stored properties initialise lazily on first access (side effects in that order); static and class computed members with setters
func make(_ s: String) -> String {
    print("initialising \(s)")
    return s
}

class Config {
    static var environment = make("environment")
    static let version = make("version")
    static var overrides: [String] = [] {
        didSet { print("overrides now \(overrides.count)") }
    }
    static var mode: String {
        get { return environment + "-mode" }
        set { environment = newValue.uppercased() }
    }
    class var label: String { return "Config" }
    static var calls = 0
    static func bump() -> Int {
        calls += 1
        return calls
    }
}

class DebugConfig: Config {
    override class var label: String { return "Debug" + super.label }
}

struct Limits {
    static var maximum = make("maximum").count
    static var current: Int = 0 {
        willSet { print("current will be \(newValue), max \(maximum)") }
    }
}

print("start")
print(Config.version)
print(Config.mode)
Config.mode = "staging"
print(Config.environment)
Config.overrides.append("a")
Config.overrides = []
print(Config.label, DebugConfig.label)
print(Config.bump(), Config.bump())
Limits.current = 3
Limits.current += 1
print(Limits.current)
