// REJECT: a program's collection whose subscript gives Optionals (its iterator's next() an Int??) is refused before running
// expect-error: does not support a collection whose elements are Optionals
// expect-line: 4
struct Gaps: Collection {
    let values: [Int?] = [1, nil, 3]
    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Int? { values[position] }
}
for case let v? in Gaps() { print(v) }
