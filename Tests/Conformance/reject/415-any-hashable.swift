// AnyHashable is refused by name before anything runs (a set of mixed elements would compare them wrongly).
// expect-error: coordlab does not support AnyHashable yet
// expect-line: 8
final class Flow {
    deinit { print("Flow deinit") }
}
var flow: Flow? = Flow()
var started: Set<AnyHashable> = [1, "login"]
started.insert(AnyHashable(2))
print(started.count)
flow = nil
