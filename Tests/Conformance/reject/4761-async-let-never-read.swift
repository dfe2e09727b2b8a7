// an async let that is never read (Swift cancels its child task when the scope ends, which coordlab's tasks do not model) is refused before the program runs
// expect-error: does not support async let
// expect-line: 5
func load() async -> Int { 1 }
async let unused = load()
print("never printed")
