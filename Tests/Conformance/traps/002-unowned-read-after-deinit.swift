// TRAP: reading an unowned reference whose object was deinitialized traps
// expect-trap: Attempted to read an unowned reference but object
class Customer {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit customer \(name)") }
}

class Card {
    unowned let owner: Customer
    init(owner: Customer) { self.owner = owner }
    deinit { print("deinit card") }
}

var customer: Customer? = Customer("kim")
let card = Card(owner: customer!)
print("owner is \(card.owner.name)")
customer = nil
print("customer released")
print("owner is \(card.owner.name)")
print("never printed")
