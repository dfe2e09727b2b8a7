// if and switch expressions that make, pick and drop objects: when temporaries, payloads and bindings die
final class Screen {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}
enum Route { case home, detail(Screen), modal(Screen, Screen) }
final class Holder {
    let route: Route
    init(_ r: Route) { route = r; print("holder init") }
    deinit { print("holder deinit") }
}
func makeRoute(_ n: Int) -> Route {
    n == 0 ? .home : n == 1 ? .detail(Screen("d\(n)")) : .modal(Screen("a\(n)"), Screen("b\(n)"))
}
func pick(_ n: Int) -> Screen {
    switch makeRoute(n) {
    case .home: Screen("fallback")
    case .detail(let s): s
    case .modal(_, let b): b
    }
}
print("start")
let p1 = pick(1)
print("picked \(p1.name)")
let p2 = pick(2)
print("picked \(p2.name)")
print(pick(0).name)
let title = switch Holder(makeRoute(2)).route {
case .home: "home"
case .detail(let s): s.name
case .modal(let a, _): "modal " + a.name
}
print(title)
var current: Screen? = Screen("first")
current = if p1.name == "d1" { Screen("second") } else { nil }
print(current?.name ?? "none")
func label(for flag: Bool) -> String {
    if flag { Screen("temp").name.uppercased() } else { "none" }
}
print(label(for: true), label(for: false))
do {
    let local = if current != nil { current! } else { p2 }
    print("local \(local.name)")
    current = nil
    print("cleared")
}
print("end")
