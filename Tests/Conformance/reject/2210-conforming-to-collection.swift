// REJECT: a type of the program's own conforming to Collection is refused as unsupported
// expect-error: does not support conforming to 'Collection'
// expect-line: 4
struct Shelf: Collection {
    var books = ["a", "b"]
    var startIndex: Int { 0 }
    var endIndex: Int { books.count }
    subscript(i: Int) -> String { books[i] }
    func index(after i: Int) -> Int { i + 1 }
}
print(Shelf().count)
