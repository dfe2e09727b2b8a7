// Dictionary(_:uniquingKeysWith:) counts with an operator and keeps one coordinator per key; the ones it drops are released as Swift releases them
final class Coordinator {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Coordinator deinit", name) }
}

let taps = ["home", "search", "home", "profile", "home"]
let counts = Dictionary(taps.map { ($0, 1) }, uniquingKeysWith: +)
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

func make() -> [(String, Coordinator)] {
    [("home", Coordinator("home 1")), ("search", Coordinator("search 1")), ("home", Coordinator("home 2"))]
}

var latest = Dictionary(make(), uniquingKeysWith: { _, new in new })
print("latest made:", latest["home"]!.name, latest.count)
let first = Dictionary(make()) { old, _ in old }
print("first made:", first["home"]!.name)
let joined = Dictionary(taps.map { ($0.count, $0) }, uniquingKeysWith: { $0 + "+" + $1 })
print(joined[4] ?? "-", joined[7] ?? "-")
latest["home"] = nil
print("end")
