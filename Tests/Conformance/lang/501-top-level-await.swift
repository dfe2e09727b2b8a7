// an await in top-level code makes the top level async, as swiftc makes it: the code before and after it runs in order
func load() async -> Int {
    return 1
}

print("never printed")
let value = await load()
print(value)
