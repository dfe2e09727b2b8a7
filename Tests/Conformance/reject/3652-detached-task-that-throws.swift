// REJECT: a detached task whose body throws is refused before anything runs (the prelude's Task.detached takes a body that does not throw)
// expect-error: coordlab does not support 'Task.detached' with a body that throws
// expect-line: 11
enum SyncError: Error { case offline }
func upload(_ name: String) async throws -> Int {
    if name.isEmpty { throw SyncError.offline }
    return name.count
}
print("never printed")
let names = ["a", "bc"]
let job = Task.detached {
    var total = 0
    for name in names { total += try await upload(name) }
    return total
}
Task { print(try await job.value) }
