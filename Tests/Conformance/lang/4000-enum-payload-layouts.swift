// enums of every payload layout (scalars, existentials, generic, classes, structs) printed and matched, and an enum's own init beside its synthesized init(rawValue:)
enum One { case x(Int, Unicode.Scalar) }
enum Triv { case x(Unicode.Scalar, Int), y, z }
protocol Runs { func run() }
struct Spoon: Runs { var n = 0; func run() { print("Spoon!") } }
struct Hat: Runs { var f: Float = 0; func run() { print("Hat!") } }
enum Addr { case x(Runs), y(String, Runs), z }
func show(_ a: Addr) {
    switch a {
    case .x(var r): r = Spoon(); r.run()
    case .y(let s, let r): print("\(s) ", terminator: ""); r.run()
    case .z: print("Zed.")
    }
}
show(.x(Hat())); show(.y("Porkpie", Hat())); show(.z)
var s = One.x(1, "a")
switch s { case .x(var i, let c): i += 1; print(i, c) }
func tr(_ v: Triv) { switch v { case .x(let c, let i): print("x(\(c), \(i))"); case .y: print("y"); case .z: print("z") } }
tr(.x("b", 2)); tr(.y)
enum Either<T, U> { case left(T), middle, right(U) }
func present<T, U>(_ e: Either<T, U>) {
    switch e {
    case .left(let l): print("Left(\(l))")
    case .right(let r): print("Right(\(r))")
    case .middle: print("Middle")
    }
}
present(Either<(), ()>.left(()))
present(Either<Int, String>.right("foo"))
present(Either<(), String>.middle)
func presentAll<T, U>(t: T, u: U) { present(Either<T, U>.left(t)); present(Either<T, U>.middle); present(Either<T, U>.right(u)) }
presentAll(t: (), u: 1.5)
presentAll(t: [1, 2], u: "u")
enum Opt<T> { case mere(T), nought; init() { self = .nought }; init(_ x: T) { self = .mere(x) } }
func tryRun<T: Runs>(_ x: Opt<T>) { switch x { case .mere(let r): r.run(); case .nought: print("nought") } }
tryRun(Opt(Spoon())); tryRun(Opt<Hat>()); tryRun(Opt<Hat>.nought)
let opts: [Opt<Int>] = [.mere(219), .nought, .mere(20721)]
for o in opts { if case .mere(let x) = o { print(x) } else { print("---") } }
class X { let id: Int; init(_ i: Int) { id = i; print("X(\(i))") }; deinit { print("~X(\(id))") } }
struct S2 { var a: Int32; var b: Int64 }
enum Spare { case x(Int32, Int64), y(X, X), z(S2) }
func spare(_ v: Spare) {
    switch v {
    case .x(let a, let b): print(".x(\(a), \(b))")
    case .y(let a, let b): print(".y(\(a.id), \(b.id))")
    case .z(let s): print(".z(\(s.a), \(s.b))")
    }
}
spare(.x(22, 44)); spare(.y(X(222), X(444))); spare(.z(S2(a: 333, b: 666)))
enum NoP { case x, y }
print((NoP.x as NoP?) == NoP.x, (NoP.x as NoP?) == NoP.y)
enum Planet: String { case mercury = "Mercury", venus = "Venus"; init() { self = .venus } }
print(Planet().rawValue, Planet.mercury, Planet(rawValue: "Venus") as Any)
print(Either<Int, String>.left(3), Opt<X>.nought, One.x(2, "q"), Triv.y)
print([Triv.x("a", 1), .z])
