// An operator's closure is held by each subscription made through it, and released with it: a filter capturing an object keeps it while a sink below is subscribed.
// prelude: uikit

final class Rules {
    let minimum: Int
    init(minimum: Int) { self.minimum = minimum }
    func accepts(_ n: Int) -> Bool { n >= minimum }
    deinit { print("Rules deinit") }
}

let scores = PassthroughSubject<Int, Never>()
var rules: Rules? = Rules(minimum: 10)
let passing = scores.filter { [rules] in rules!.accepts($0) }
rules = nil
print("-- the filter's publisher keeps the rules, subscribed or not")
var token: AnyCancellable? = passing.sink { print("passing score", $0) }
for s in [3, 12, 9, 40] { scores.send(s) }
token = nil
print("-- token released; the publisher value still holds the closure")
let parsed = scores.compactMap { $0 > 0 ? String($0) : nil }.sink { print("parsed", $0) }
scores.send(-1)
scores.send(5)
withExtendedLifetime((passing, parsed)) {}
print("-- end")
