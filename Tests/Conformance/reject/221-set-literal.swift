// REJECT: Set is not supported yet, refused before anything runs
// expect-error: coordlab does not support Set yet
// expect-line: 9
final class Tracker {
    deinit { print("Tracker deinit") }
}
var tracker: Tracker? = Tracker()
print("start")
let seen: Set<Int> = [1, 2, 2]
print(seen.count)
tracker = nil
