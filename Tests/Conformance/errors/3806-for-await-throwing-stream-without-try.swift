// `for await` over an AsyncThrowingStream without `try`: swiftc refuses the loop at its `await`
struct LoadError: Error {}
func show() async {
    let s = AsyncThrowingStream<Int, Error> { c in c.finish(throwing: LoadError()) }
    for await v in s { print(v) }
}
await show()
