// REJECT: an actor awaited from top-level code is refused before anything runs: swiftc's program runs the actor's work on another thread than the run loop's
// expect-error: coordlab does not support actors in a program whose top-level code awaits
// expect-line: 4
actor Downloads {
    var finished: [String] = []
    func finish(_ name: String) -> Int {
        finished.append(name)
        return finished.count
    }
}
print("never printed")
let downloads = Downloads()
print(await downloads.finish("a.txt"))
