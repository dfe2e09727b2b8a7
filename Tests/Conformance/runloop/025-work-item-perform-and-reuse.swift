// perform() runs a work item's block at once; a cancelled one does nothing; the same item queued twice runs twice, and its block is freed with the last holder.
// prelude: uikit

final class Payload {
    deinit { print("Payload deinit") }
}

var payload: Payload? = Payload()
var item: DispatchWorkItem? = DispatchWorkItem { [payload] in
    print("work with payload: \(payload != nil)")
}
payload = nil
item!.perform()
DispatchQueue.main.async(execute: item!)
DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: item!)
print("-- the program lets go of the item; the queue still holds it twice")
item = nil
RunLoop.main.run(until: Date())
print("-- one run left")
RunLoop.main.run(until: Date().addingTimeInterval(1))
let cancelled = DispatchWorkItem { print("never runs") }
cancelled.cancel()
cancelled.perform()
print("-- done")
