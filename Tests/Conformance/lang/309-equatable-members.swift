// LANG: synthesized == on enums and structs whose members are Equatable (optionals, arrays, dictionaries, nested enums and Hashable structs, indirect cases), and == on dictionaries, whatever their order
indirect enum Route: Equatable {
    case home
    case detail(id: Int, title: String?)
    case stack([Route])
    case nested(Route)
    case flag(Bool, Double)
    case tab(Tab)
    case point(Point)
    case table([String: Int])
}
enum Tab { case a, b }
struct Point: Hashable { var x: Int; var y: Int }
extension Tab: Equatable {}
struct Wrapper: Equatable { let route: Route; let items: [Point] }
print(Route.detail(id: 1, title: nil) == .detail(id: 1, title: nil), Route.stack([.home]) == .stack([.home, .home]))
print(Wrapper(route: .tab(.a), items: []) == Wrapper(route: .tab(.a), items: []))
print(Route.point(Point(x: 1, y: 2)) == .point(Point(x: 1, y: 2)), Route.table(["a": 1]) == .table(["a": 1]))
let a = ["x": 1, "y": 2]
let b = ["y": 2, "x": 1]
print(a == b, a == ["x": 1], a != ["x": 1, "y": 3], [String: Int]() == [:])
let o: [String: Int?] = ["k": nil]
print(o == ["k": nil])
