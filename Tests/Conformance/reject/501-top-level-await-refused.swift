// REJECT: an await in top-level code is refused before anything runs (swiftc makes the whole program async there; coordlab runs awaits inside a Task)
// expect-error: coordlab does not support 'await' in top-level code
// expect-line: 9
func load() async -> Int {
    return 1
}

print("never printed")
let value = await load()
print(value)
