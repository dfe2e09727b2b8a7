// for await over AsyncStream and AsyncThrowingStream fed in the build closure, at the top level
struct LoadError: Error { let code: Int }
func f() async -> Int { 3 }
let stream = AsyncStream<Int> { c in for i in 0..<3 { c.yield(i) }; c.finish() }
for await v in stream { print(v) }
print(await f())
let words = AsyncStream(String.self) { c in
    c.onTermination = { t in print("words:", t) }
    for w in ["a", "b", "c", "d"] { c.yield(w) }
    c.finish()
    print("after finish", c.yield("late"))
}
for await w in words where w != "b" {
    if w == "d" { break }
    print(w)
}
let numbers = AsyncThrowingStream<Int, Error> { c in
    c.yield(1); c.yield(2)
    c.onTermination = { t in print("numbers:", t) }
    c.finish(throwing: LoadError(code: 7))
}
do {
    for try await n in numbers { print("n", n) }
    print("no error")
} catch {
    print("caught", error)
}
var it = numbers.makeAsyncIterator()
print(try await it.next() as Any)
let newest = AsyncStream(Int.self, bufferingPolicy: .bufferingNewest(2)) { c in
    for i in 1...5 { print(c.yield(i)) }
    c.finish()
}
var got: [Int] = []
for await i in newest { got.append(i) }
print(got)
let oldest = AsyncStream<Int>(bufferingPolicy: .bufferingOldest(2)) { c in
    for i in 1...4 { print(c.yield(i)) }
    c.finish()
}
for await i in oldest { print("oldest", i) }
