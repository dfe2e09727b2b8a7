// LANG: instance methods, static properties and methods, class-level shared instances
class Counter {
    static var created = 0
    static let shared = Counter(start: 100)
    static func make() -> Counter { return Counter(start: 0) }
    var value: Int
    init(start: Int) {
        value = start
        Counter.created += 1
    }
    func increment() { value += 1 }
    func add(_ n: Int, times: Int) -> Int {
        value += n * times
        return value
    }
    func reset(to newValue: Int) { value = newValue }
}

let c = Counter.make()
c.increment()
c.increment()
print(c.add(5, times: 3))
c.reset(to: 7)
print(c.value)
print("created so far \(Counter.created)")
Counter.shared.increment()
print(Counter.shared.value, Counter.created)
struct Config {
    static let version = "1.2"
    static var debug = false
}
Config.debug = true
print(Config.version, Config.debug)
