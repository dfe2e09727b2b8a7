// LANG: throwing methods, static methods, mutating methods, initializers and closures stored in variables
enum BankError: Error { case insufficient, frozen }
struct Account {
    var balance: Int
    var log: [String] = []
    mutating func withdraw(_ amount: Int) throws {
        log.append("try \(amount)")
        if amount > balance { throw BankError.insufficient }
        balance -= amount
        log.append("ok \(amount)")
    }
    static func open(with deposit: Int) throws -> Account {
        if deposit < 0 { throw BankError.frozen }
        return Account(balance: deposit)
    }
}
class Bank {
    var accounts: [Account] = []
    let name: String
    init(name: String) throws {
        if name.isEmpty { throw BankError.frozen }
        self.name = name
    }
    func add(_ a: Account) throws -> Int {
        guard a.balance > 0 else { throw BankError.frozen }
        accounts.append(a)
        return accounts.count
    }
}
var acct = try Account.open(with: 50)
try acct.withdraw(20)
do { try acct.withdraw(100) } catch { print("withdraw failed, balance", acct.balance) }
print(acct.log)
do { _ = try Account.open(with: -1) } catch { print("open failed") }
let bank = try Bank(name: "First")
print(bank.name, try bank.add(acct))
do { _ = try Bank(name: "") } catch { print("no bank without a name") }
let bank2 = try? Bank(name: "")
print(bank2 == nil)
let risky: (Int) throws -> Int = { n in
    if n < 0 { throw BankError.frozen }
    return n * 2
}
print(try risky(21))
let handlers: [(Int) throws -> Int] = [risky, { $0 + 1 }]
for h in handlers {
    do { print(try h(-5)) } catch { print("handler threw") }
}
func makeThrower(limit: Int) -> (Int) throws -> String {
    return { v in
        if v > limit { throw BankError.frozen }
        return "v\(v)"
    }
}
let t = makeThrower(limit: 3)
print(try t(2), (try? t(9)) ?? "too big")
