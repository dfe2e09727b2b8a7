// REJECT: a program's sequence whose elements are Optionals (an IndexingIterator<[Int?]>) is refused before running: its nil elements would end the loop
// expect-error: does not support a sequence whose elements are Optionals
// expect-line: 4
struct Bag: Sequence {
    let xs: [Int?] = [1, nil, 3]
    func makeIterator() -> IndexingIterator<[Int?]> { xs.makeIterator() }
}
print("start")
for x in Bag() { print(x as Any) }
