// LANG: extensions add methods, computed properties, static members and protocol conformance to classes and structs
class Account {
    var balance = 0
}

extension Account {
    var isEmpty: Bool { return balance == 0 }
    func deposit(_ amount: Int) { balance += amount }
    static func opened(with amount: Int) -> Account {
        let a = Account()
        a.deposit(amount)
        return a
    }
}

protocol Describable {
    func describe() -> String
}

extension Account: Describable {
    func describe() -> String { return "Account(\(balance))" }
}

struct Point {
    var x: Int
    var y: Int
}

extension Point {
    var sum: Int { return x + y }
}

let a = Account.opened(with: 50)
print(a.isEmpty, a.balance)
a.deposit(25)
let d: Describable = a
print(d.describe())
print(Point(x: 2, y: 5).sum)
