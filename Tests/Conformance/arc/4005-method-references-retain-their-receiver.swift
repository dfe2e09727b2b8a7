// method references (obj.method) retain their receiver, stored in a property they make a cycle; unowned capture-list entries and weak captures in dictionaries of handlers
final class Screen { let name: String; var onTap: (() -> Void)?
  init(_ n: String) { name = n }
  func tapped() { print("tapped \(name)") }
  deinit { print("deinit \(name)") } }
var a: Screen? = Screen("a")
let f = a!.tapped
a = nil
print("after a=nil")
f()
var b: Screen? = Screen("b")
b!.onTap = b!.tapped
b = nil
print("b leaked")
var c: Screen? = Screen("c")
c!.onTap = { [unowned c = c!] in c.tapped() }
c!.onTap?()
c = nil
class Owner { var child: Child?; deinit { print("owner deinit") } }
class Child { unowned let owner: Owner; init(owner: Owner) { self.owner = owner }; deinit { print("child deinit") } }
do { let o = Owner(); o.child = Child(owner: o) }
print("x")
class Cache { var handlers: [String: () -> Void] = [:]; deinit { print("cache deinit") } }
do {
    let cache = Cache()
    let s = Screen("e")
    cache.handlers["e"] = s.tapped
    cache.handlers["w"] = { [weak s] in s?.tapped() }
    cache.handlers["e"]?()
}
print("end")
