// REJECT: a type declaring Sequence with neither makeIterator() nor next() is refused before running, as swiftc refuses it
// expect-error: type 'Crate' does not conform to protocol 'Sequence'
// expect-line: 5
print("start")
struct Crate: Sequence {
    var items = [1, 2]
}
for x in Crate() { print(x) }
