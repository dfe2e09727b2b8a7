// An array's IndexingIterator as a sequence's iterator: pages die with the book, a driven array iterator
final class Page {
    let number: Int
    init(_ n: Int) { number = n }
    deinit { print("page \(number) torn") }
}
struct Book: Sequence {
    let pages: [Page]
    func makeIterator() -> IndexingIterator<[Page]> { pages.makeIterator() }
}
do {
    let book = Book(pages: [Page(1), Page(2)])
    for page in book { print(page.number + 100) }
    print(book.map { $0.number })
    var it = [3, 4].makeIterator()
    while let x = it.next() { print(x * 2) }
}
print("end")
