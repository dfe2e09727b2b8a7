// Tasks waiting on each other and on sleeps while the top level sleeps, cancels one and awaits them all; each result is read after its task has ended
struct Session { let user: String }
let producer = Task { () -> Session in
    try? await Task.sleep(nanoseconds: 2_000_000)
    return Session(user: "ana")
}
let watcher = Task { () -> String in
    let s = await producer.value
    return "watcher saw \(s.user)"
}
let sleeper = Task { () -> String in
    do {
        try await Task.sleep(nanoseconds: 10_000_000_000)
        return "sleeper woke"
    } catch {
        return "sleeper cancelled"
    }
}
try? await Task.sleep(nanoseconds: 1_000_000)
print("top woke")
sleeper.cancel()
print(await watcher.value)
print(await sleeper.value)
print(await producer.value.user, sleeper.isCancelled)
print("end")
