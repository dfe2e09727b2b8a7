// A `for await` loop in a synchronous function: swiftc refuses the async loop at its `for`
let s = AsyncStream<Int> { c in c.finish() }
func show() {
    for await v in s { print(v) }
}
show()
