// A property wrapper on a local variable is refused before anything runs.
// expect-error: does not support property wrappers on global and local variables
// expect-line: 10
@propertyWrapper
struct Tally {
    var wrappedValue: Int
}
print("start")
func run() {
    @Tally var n = 0
    n += 1
    print(n)
}
run()
