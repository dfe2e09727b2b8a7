// LANG: Self as a type and a value: -> Self in protocols and class methods, Self(...), Self.init, self.init in class funcs, Self.member, as? Self, and static members from protocol extensions
protocol Identified: AnyObject {
    static var identifier: String { get }
    func touch() -> Self
}
extension Identified {
    static var identifier: String { String(describing: self) }
    func describe() -> String { "\(Self.identifier)#\(Self.self)" }
    func touch() -> Self { print("touch \(Self.identifier)"); return self }
}

class Coordinator: Identified {
    let name: String
    required init(name: String) { self.name = name }
    class var kind: String { "base" }
    class func make() -> Self { Self(name: "made-\(Self.kind)") }
    class func blank() -> Self {
        let made: Self = self.init(name: "blank")
        return made
    }
    func copy() -> Self { Self.init(name: name + "'") }
    class func fresh() -> Self { return .init(name: "fresh") }
    func asSelf(_ any: Any) -> Self? { any as? Self }
    func forced(_ any: AnyObject) -> Self { any as! Self }
    static func describeType() -> String { "type \(Self.self)" }
}
final class Child: Coordinator {
    override class var kind: String { "child" }
}

protocol Copyable { func duplicate() -> Self; static func fresh() -> Self }
struct Point: Copyable {
    var x = 0
    func duplicate() -> Self { Self(x: x + 1) }
    static func fresh() -> Self { Self() }
    static let origin = Self(x: 7)
}

let c = Child.make()
print(c.name, type(of: c), type(of: Coordinator.make()))
let d = c.copy()
print(d.name, type(of: d), type(of: Child.blank()))
print(Coordinator.describeType(), Child.describeType(), type(of: Child.fresh()), Coordinator.fresh().name)
print(c.describe(), Child.identifier, c.touch() === c)
print(c.asSelf(d) != nil, c.asSelf(Coordinator(name: "x")) == nil, c.asSelf(1) == nil)
print(Coordinator(name: "y").asSelf(c) != nil, type(of: c.forced(d)))
print(Point(x: 1).duplicate().x, Point.fresh().x, Point.origin.x)
