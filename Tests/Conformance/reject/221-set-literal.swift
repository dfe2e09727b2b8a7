// REJECT: Set is not supported yet, refused before anything runs
// expect-error: coordlab does not support Set yet
// expect-line: 8
final class Tracker {
    deinit { print("Tracker deinit") }
}
print("start")
let seen: Set<Int> = [1, 2, 2]
print(seen.count)
