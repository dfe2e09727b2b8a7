// A computed property without a setter cannot be assigned: swiftc's 'get-only property' error at its name.
struct Cart {
    var prices: [Double] = []
    var total: Double {
        prices.reduce(0, +)
    }
    var isEmpty: Bool { prices.isEmpty }
}

var cart = Cart()
cart.prices.append(2.5)
print(cart.total)
cart.total = 0
print(cart.isEmpty)
