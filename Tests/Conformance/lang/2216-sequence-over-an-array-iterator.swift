// A sequence whose makeIterator gives its array's IndexingIterator, and a struct extension adding the conformance
struct Page { let number: Int }
struct Book: Sequence {
    let pages: [Page]
    func makeIterator() -> IndexingIterator<[Page]> { pages.makeIterator() }
}
for page in Book(pages: [Page(number: 1)]) { print(page.number) }
struct Chapter { var titles: [String] }
extension Chapter: Sequence {
    func makeIterator() -> IndexingIterator<[String]> { titles.makeIterator() }
}
let ch = Chapter(titles: ["intro", "middle", "end"])
for (i, t) in ch.enumerated() where i != 1 { print(i, t.uppercased()) }
print(ch.filter { $0.count > 3 }, ch.sorted(), ch.contains("end"))
print(Book(pages: [Page(number: 4), Page(number: 2)]).map(\.number))
