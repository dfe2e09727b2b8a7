// REJECT: joined() of an array of arrays is a FlattenSequence that prints as its wrapper: refused, not printed as an array
// expect-error: does not support printing the lazy sequence 'joined()'
// expect-line: 15
final class Section {
    let rows: [String]
    init(_ rows: [String]) { self.rows = rows }
}

let sections = [Section(["a", "b"]), Section(["c"])]
let rows = sections.map { $0.rows }
print(Array(rows.joined()))
for row in rows.joined() {
    print(row)
}
print(rows.joined())
