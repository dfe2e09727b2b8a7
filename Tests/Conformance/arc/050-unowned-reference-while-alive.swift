// ARC: an unowned reference does not retain and reads normally while its target is alive
class Customer {
    let name: String
    var card: CreditCard?
    init(_ name: String) { self.name = name }
    deinit { print("deinit customer \(name)") }
}

class CreditCard {
    let number: Int
    unowned let owner: Customer
    unowned var lastUser: Customer
    init(_ number: Int, _ owner: Customer) {
        self.number = number
        self.owner = owner
        lastUser = owner
    }
    deinit { print("deinit card \(number)") }
}

var john: Customer? = Customer("john")
john!.card = CreditCard(42, john!)
print("card owner \(john!.card!.owner.name), last user \(john!.card!.lastUser.name)")
let jane = Customer("jane")
john!.card!.lastUser = jane
print("last user now \(john!.card!.lastUser.name)")
john = nil
print("end")
