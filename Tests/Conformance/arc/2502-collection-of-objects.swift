// A program's own Collection over objects: the indexing iterator holds the collection, each element is released as the loop moves on
final class Page {
    let n: Int
    init(_ n: Int) { self.n = n; print("init \(n)") }
    deinit { print("deinit \(n)") }
}
struct Book: Collection {
    var pages: [Page]
    var startIndex: Int { 0 }
    var endIndex: Int { pages.count }
    subscript(position: Int) -> Page { pages[position] }
    func index(after i: Int) -> Int { i + 1 }
}
func firstBig(_ b: Book) -> Page? { b.first(where: { $0.n > 1 }) }
do {
    var book = Book(pages: [Page(1), Page(2)])
    for p in book {
        print("reading", p.n)
        if p.n == 1 { book.pages.append(Page(3)) }
    }
    print("count", book.count)
    book.pages.removeFirst()
    print("first", book.first?.n ?? 0)
    let big = firstBig(book)
    book = Book(pages: [])
    print("big", big?.n ?? 0, book.isEmpty)
}
print("end")
