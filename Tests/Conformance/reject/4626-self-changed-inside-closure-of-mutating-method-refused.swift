// A closure of a mutating method that changes self (a forEach calling a mutating method) is refused before the run: the run lost those changes
// expect-error: does not support changing 'self' inside a closure of a mutating method
struct Badge {
    var count = 0
    mutating func increment() { count += 1 }
    mutating func add(_ events: [String]) { events.forEach { _ in increment() } }
}
print("start")
var badge = Badge()
badge.add(["a", "b"])
print(badge.count)
