// an actor's method reads the property of another instance of the actor synchronously: swiftc refuses it on a nonisolated actor instance
actor Account {
    var balance = 0
    func deposit(_ amount: Int) { balance += amount }
    func transfer(_ amount: Int, to other: Account) {
        balance -= amount
        print("other has", other.balance)
    }
}
