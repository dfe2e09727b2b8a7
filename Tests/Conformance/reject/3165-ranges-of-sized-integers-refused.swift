// a range of a sized integer type is refused before the program runs: coordlab's ranges hold Ints
// expect-error: does not support ranges of 'UInt8'
// expect-line: 10
final class Channel {
    let id: UInt8
    init(id: UInt8) { self.id = id }
    deinit { print("Channel \(id) deinit") }
}
let first: UInt8 = 3
for id in first..<6 {
    let c = Channel(id: id)
    print(c.id)
}
print("done")
