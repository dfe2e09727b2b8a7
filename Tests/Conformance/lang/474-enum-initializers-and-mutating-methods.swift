// enum initializers and mutating methods that assign self
final class Tracker {
    let name: String
    init(_ name: String) { self.name = name; print("+ \(name)") }
    deinit { print("- \(name)") }
}
enum Light {
    case on, off
    init(_ b: Bool) { self = b ? .on : .off }
    mutating func toggle() { self = self == .on ? .off : .on }
}
enum Route {
    case home
    case detail(Tracker)
    case settings(id: Int)
    init?(code: Int) {
        switch code {
        case 0: self = .home
        case 1: self = .detail(Tracker("from-code"))
        case 2: self = .settings(id: 7)
        default: return nil
        }
    }
    init(name: String) {
        self = .detail(Tracker(name))
        print("assigned once")
        self = .detail(Tracker(name + "-again"))
        print("assigned twice")
    }
    mutating func reset() {
        print("reset from \(self)")
        self = .home
        print("reset done")
    }
    mutating func bump() {
        if case .settings(let id) = self { self = .settings(id: id + 1) } else { reset() }
    }
}
var light = Light(true)
light.toggle()
print(light)
light.toggle(); light.toggle()
print(light)
var r = Route(code: 1)
print(Route(code: 9) as Any)
print(r as Any)
r?.reset()
print("after optional reset")
var s = Route(name: "n")
s.bump()
var t = Route.settings(id: 1)
t.bump(); t.bump()
print(t)
struct Holder { var route: Route }
var h = Holder(route: Route(name: "h"))
h.route.reset()
print(h)
