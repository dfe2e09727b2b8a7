// asyncAfter blocks run in order of their deadlines; blocks due at the same time run in the order they were sent, after plain async blocks sent earlier.
// prelude: uikit

final class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("\(name) deinit") }
}

func send(_ name: String, after seconds: Double) {
    let token = Token(name)
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
        print("run \(token.name)")
    }
}

send("c", after: 3)
send("a", after: 1)
send("b1", after: 2)
send("b2", after: 2)
DispatchQueue.main.async { print("run async") }
print("-- one second")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("-- one more second")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("-- ten more seconds")
RunLoop.main.run(until: Date().addingTimeInterval(10))
print("-- done")
