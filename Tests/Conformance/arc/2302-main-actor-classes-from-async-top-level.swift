// @MainActor classes used from an async top level: initializers, methods and properties run on the main actor in place, objects are freed as usual
@MainActor
final class Cart {
    var lines: [Line] = []
    deinit { print("deinit Cart with \(lines.count) lines") }
    func add(_ name: String) { lines.append(Line(name, cart: self)) }
    func checkout() async -> Int {
        let count = lines.count
        lines.removeAll()
        return count
    }
}

@MainActor
final class Line {
    let name: String
    unowned let cart: Cart
    init(_ name: String, cart: Cart) { self.name = name; self.cart = cart; print("line \(name)") }
    deinit { print("deinit Line \(name)") }
}

@MainActor func welcome() -> String { "welcome" }

func pause() async {}

print(welcome())
var cart: Cart? = Cart()
cart?.add("tea")
cart?.add("milk")
await pause()
let checkedOut = await cart?.checkout() ?? 0
print("checked out \(checkedOut)")
cart?.add("bread")
cart = nil
print("end")
