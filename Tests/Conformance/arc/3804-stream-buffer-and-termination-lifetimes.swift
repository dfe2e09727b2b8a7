// ARC of AsyncStream: buffered elements live until taken, onTermination's captures until it runs, a dropped stream is cancelled
final class Item {
    let id: Int
    init(_ id: Int) { self.id = id; print("Item", id, "init") }
    deinit { print("Item", id, "deinit") }
}
final class Listener {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Listener", name, "deinit") }
}
func consume() async {
    let stream = AsyncStream<Item> { c in
        let listener = Listener("first")
        c.onTermination = { t in print(listener.name, "saw", t) }
        c.yield(Item(1))
        c.yield(Item(2))
        c.finish()
        print("build done")
    }
    for await item in stream {
        print("took", item.id)
    }
    print("loop done")
}
await consume()
print("---")
func abandon() async {
    var kept: AsyncStream<Item>.Continuation?
    do {
        let stream = AsyncStream<Item> { c in
            let listener = Listener("second")
            c.onTermination = { t in print(listener.name, "saw", t) }
            c.yield(Item(3))
            kept = c
        }
        var iterator = stream.makeAsyncIterator()
        if let first = await iterator.next() { print("first", first.id) }
        print("dropping the stream")
    }
    print("after scope", kept != nil)
    if case .terminated? = kept?.yield(Item(4)) { print("terminated") }
    kept = nil
    print("continuation gone")
}
await abandon()
print("end")
