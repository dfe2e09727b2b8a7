// REJECT: a typealias of Double would print integers as Int (coordlab does not resolve aliases), so it is refused
// expect-error: does not support
// expect-error: typealias
// expect-line: 5
typealias Money = Double

struct Wallet {
    var balance: Money = 10
}

let wallet = Wallet()
print(wallet.balance)
print("done")
