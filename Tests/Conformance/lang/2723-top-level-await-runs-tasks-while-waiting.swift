// An awaiting top level sleeps inside an async method and awaits tasks' values: the tasks it started run while it waits, and it goes on with what they gave
final class Loader {
    let name: String
    init(_ name: String) { self.name = name }
    func load(_ n: Int) async -> Int {
        print("loading", name, n)
        try? await Task.sleep(nanoseconds: 1_000_000)
        print("loaded", name, n)
        return n * 10
    }
}
print("start")
let background = Task { () -> String in
    let parts = ["task", "got", "\(3 * 7)"]
    return parts.joined(separator: " ")
}
print("created")
let value = await Loader("top").load(2)
print("top got", value)
print(await background.value)
let quick = Task { 5 }
print(await quick.value + 1)
let slow = Task { () -> Int in
    try? await Task.sleep(nanoseconds: 2_000_000)
    return 8
}
print("slow gives", await slow.value)
print("end")
