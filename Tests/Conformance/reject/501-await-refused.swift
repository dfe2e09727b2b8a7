// REJECT: an async function and its await are refused before anything runs: coordlab does not support Swift concurrency yet
// expect-error: coordlab does not support Swift concurrency
// expect-line: 4
func load() async -> Int {
    return 1
}

print("never printed")
let value = await load()
print(value)
