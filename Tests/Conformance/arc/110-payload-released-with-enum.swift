// ARC: an object held only by an enum payload lives until the last copy of the enum value is gone, several payloads released in order
class Screen {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}
enum Destination {
    case empty
    case single(Screen)
    case pair(Screen, Screen)
    case labeled(first: Screen, second: Screen?)
}
var d = Destination.single(Screen("a"))
var copy = d
print("copied")
d = .empty
print("d cleared")
copy = .pair(Screen("b"), Screen("c"))
print("copy replaced")
copy = .labeled(first: Screen("d"), second: Screen("e"))
print("labeled")
copy = .labeled(first: Screen("f"), second: nil)
copy = .empty
print("all cleared")
do {
    let local = Destination.pair(Screen("g"), Screen("h"))
    let other = local
    print("in scope", other)
}
print("scope ended")
func make() -> Destination {
    return .single(Screen("i"))
}
_ = make()
print("discarded")
print(make())
print("printed")
