// Actor reentrancy: tasks enter the same actor while another waits inside it, so state read before a sleep has changed after it; each task's order and the actor's final state follow swiftc's build
// prelude: uikit
final class Ticket {
    let number: Int
    init(_ number: Int) { self.number = number }
    deinit { print("Ticket \(number) torn") }
}
actor TicketOffice {
    var issued: [Ticket] = []
    var next = 1
    func issue(for name: String, after seconds: Double) async -> Int {
        let planned = next
        print("\(name) plans ticket \(planned)")
        try? await Task.sleep(for: .seconds(seconds))
        if planned != next { print("\(name) saw next move from \(planned) to \(next)") }
        let ticket = Ticket(next)
        next += 1
        issued.append(ticket)
        return ticket.number
    }
    func refund(_ number: Int) {
        issued.removeAll { $0.number == number }
        print("refunded \(number), left \(issued.map(\.number))")
    }
}
let office = TicketOffice()
let names = ["ann", "bob", "cy"]
for (k, name) in names.enumerated() {
    Task {
        let n = await office.issue(for: name, after: Double(3 - k) * 0.1)
        print("\(name) holds \(n)")
        if name == "bob" { await office.refund(n) }
    }
}
Task {
    await Task.yield()
    print("counter reads next =", await office.next)
}
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
Task { print("issued", await office.issued.count) }
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("end")
