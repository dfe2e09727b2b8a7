// A protocol extension's property that is no requirement is read statically through an existential, a generic parameter and a class, while methods and class methods dispatch dynamically; super in a class func reaches the superclass's
protocol Greeter { func greet() -> String }
extension Greeter { func greet() -> String { "default" }; func wave() -> String { "ext wave" } }
class Base: Greeter {}
class Derived: Base { func greet() -> String { "derived" }; func wave() -> String { "derived wave" } }
let d = Derived()
let g: Greeter = d
print(d.greet(), g.greet(), (d as Base).greet(), d.wave(), g.wave())
class Base2: Greeter { func greet() -> String { "base2" } }
class Derived2: Base2 { override func greet() -> String { "derived2 + " + super.greet() } }
let g2: Greeter = Derived2()
print(g2.greet())
func generic<T: Greeter>(_ t: T) -> String { t.greet() + "/" + t.wave() }
print(generic(d), generic(Derived2()))
protocol Shape { var area: Double { get } }
extension Shape { var describe: String { "area \(area)" } }
struct Sq: Shape { let s: Double; var area: Double { s * s }; var describe: String { "square" } }
let shapes: [Shape] = [Sq(s: 2)]
print(shapes[0].describe, Sq(s: 3).describe)
class A { func f() -> String { "A.f" }; func callF() -> String { f() }; static func make() -> A { A() }; class func name() -> String { "A" } }
class B: A { override func f() -> String { "B.f" }; override class func name() -> String { "B:" + super.name() } }
print(B().callF(), (B() as A).f(), B.name(), A.name(), type(of: B() as A).name())
let m: A.Type = B.self
print(m.name(), m == B.self, m is B.Type)
func descr<T: Shape>(_ t: T) -> String { t.describe }
final class Circle: Shape { let r = 1.0; var area: Double { 3 * r }; var describe: String { "circle" } }
let anyCircle: Shape = Circle()
print(descr(Sq(s: 1)), descr(Circle()), anyCircle.describe, Circle().describe)
class C0 { class func tag() -> String { "C0" }; static func make() -> String { "made " + tag() } }
class C1: C0 { override class func tag() -> String { "C1<" + super.tag() + ">" } }
print(C1.make(), C0.make())
