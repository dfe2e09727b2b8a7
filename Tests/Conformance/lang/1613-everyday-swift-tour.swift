// A tour of everyday Swift (protocol extensions, overrides, generic structs, raw-value enums, throws, Result, defer, observers, computed setters) prints as swiftc's build does
protocol Animal { var name: String { get }; func speak() -> String }
extension Animal { func speak() -> String { "..." }; func intro() -> String { "\(name) says \(speak())" } }
struct Dog: Animal { let name = "Dog"; func speak() -> String { "Woof" } }
struct Fish: Animal { let name = "Fish" }
let zoo: [Animal] = [Dog(), Fish()]
for a in zoo { print(a.intro()) }
class Vehicle { var wheels: Int { 0 }; func describe() -> String { "\(type(of: self)) with \(wheels) wheels" } }
class Car: Vehicle { override var wheels: Int { 4 } }
class Bike: Vehicle { override var wheels: Int { 2 }; override func describe() -> String { "Bike! " + super.describe() } }
for v in [Car(), Bike(), Vehicle()] { print(v.describe()) }
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
}
var st = Stack<String>()
st.push("a"); st.push("b")
print(st.pop() ?? "-", st.top ?? "-", st.isEmpty)
extension Stack where Element == Int { func sum() -> Int { items.reduce(0, +) } }
var ints = Stack<Int>(); ints.push(3); ints.push(4)
print(ints.sum())
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
print(largest([3, 9, 2]) ?? 0, largest(["x", "b"]) ?? "")
enum Planet: Int, CaseIterable { case mercury = 1, venus, earth }
print(Planet.allCases.map { $0.rawValue }, Planet(rawValue: 3) ?? .mercury, Planet.venus)
enum Err: Error { case bad(Int) }
func check(_ n: Int) throws -> Int { if n < 0 { throw Err.bad(n) }; return n * 2 }
do { print(try check(2)); print(try check(-1)) } catch Err.bad(let n) { print("bad", n) }
print((try? check(-5)) as Any, try! check(1))
let r: Result<Int, Err> = .failure(.bad(3))
switch r { case .success(let v): print(v); case .failure(let e): print("failed", e) }
var log: [String] = []
func work() { defer { log.append("deferred") }; log.append("working") }
work(); print(log)
struct Temp { var c: Double { didSet { print("changed from \(oldValue) to \(c)") } }; var f: Double { get { c * 9 / 5 + 32 } set { c = (newValue - 32) * 5 / 9 } } }
var t = Temp(c: 0); t.f = 212
print(t.c)
