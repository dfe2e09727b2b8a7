// DispatchGroup.notify queues its block once every enter() has been matched by leave(); the group holds the block until then.
// prelude: uikit

final class Summary {
    deinit { print("Summary deinit") }
}

let group = DispatchGroup()
var summary: Summary? = Summary()
group.enter()
group.enter()
group.notify(queue: .main) { [summary] in
    print("all done, summary alive: \(summary != nil)")
}
summary = nil
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("first finished")
    group.leave()
}
DispatchQueue.global().async(group: group) {
    print("work in the group")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    print("second finished")
    group.leave()
}
RunLoop.main.run(until: Date().addingTimeInterval(3))
print("-- an empty group notifies on the next turn")
group.notify(queue: .main) { print("notified at once") }
print("-- before the turn")
RunLoop.main.run(until: Date())
print("-- done")
