// enum cases named through their nested enum's path (Coordinator.Route.detail(2)), made, matched in switch, if case and guard case, and compared
final class Outer {
    enum Route: Equatable { case root, detail(Int), named(title: String) }
    struct Item { enum Kind { case a, b(Int) }; let kind: Kind }
}
let r = Outer.Route.detail(2)
switch r {
case Outer.Route.detail(let x): print("detail", x)
case Outer.Route.root, Outer.Route.named: print("other")
}
if case Outer.Route.detail(let y) = r { print("if case", y) }
print(r == Outer.Route.detail(2), r == .root)
let k = Outer.Item.Kind.b(4)
print(k, Outer.Item(kind: .a), Outer.Item(kind: Outer.Item.Kind.b(1)))
let n = Outer.Route.named(title: "t")
guard case .named(let t) = n else { fatalError() }
print(t)
