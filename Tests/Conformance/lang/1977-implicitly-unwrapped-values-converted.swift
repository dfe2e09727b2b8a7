// a `T!` value passed, stored, appended and added where a `T` is expected is unwrapped there; releases in Swift's order
final class Service { let name: String; init(_ n: String) { name = n }; deinit { print("deinit Service", name) } }
func use(_ s: Service) -> String { s.name }
final class Box {
    var s: Service!
    var count: Int! = 2
    init() { s = Service("boxed") }
    func make() -> Service { s }
}
let b = Box()
let s2: Service = b.s
var list: [Service] = []
list.append(b.s)
print(use(b.s), s2.name, b.make().name, list.count)
print(b.count + 1, b.count * 2 == 4)
var total: Int = b.count
total += b.count
print(total)
let label: String! = "hello"
print(label.uppercased(), label.count, "\(label!)")
b.s = nil
list.removeAll()
print("before end")
