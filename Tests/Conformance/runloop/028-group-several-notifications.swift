// Several notify blocks of one group are queued in the order they were added when the group empties; a group reused after that notifies again.
// prelude: uikit

final class Report {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Report(\(name)) deinit") }
}

let group = DispatchGroup()
let loader = DispatchQueue(label: "loader")
for name in ["profile", "feed"] {
    let report = Report(name)
    loader.async(group: group) {
        print("loaded \(report.name)")
    }
}
group.notify(queue: .main) { print("first notify") }
group.notify(queue: DispatchQueue.main) { print("second notify") }
print("-- run")
RunLoop.main.run(until: Date())
print("-- reuse")
group.enter()
group.notify(queue: .main) { print("third notify") }
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { group.leave() }
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("-- done")
