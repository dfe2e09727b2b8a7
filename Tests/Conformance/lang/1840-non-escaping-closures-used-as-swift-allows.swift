// non-escaping function parameters used where Swift allows: called, passed to non-escaping parameters, captured by non-escaping closures, bound to a local
final class Tracker {
    var log: [String] = []
    deinit { print("Tracker deinit, log", log) }
}

func measure(_ label: String, _ body: () -> Void) {
    print("begin", label)
    body()
    print("end", label)
}

func twice(_ body: () -> Void) {
    measure("first") { body() }
    measure("second", body)
    let again = body
    again()
    [1, 2].forEach { _ in body() }
}

func transform(_ xs: [Int], by f: (Int) -> Int) -> [Int] {
    xs.map(f) + xs.map { f($0) * 10 }
}

var tracker: Tracker? = Tracker()
twice { [tracker] in tracker?.log.append("ran") }
print(transform([1, 2], by: { $0 + 1 }))
print(tracker!.log.count)
tracker = nil
