// REJECT: a type of the program's own conforming to Sequence is refused as unsupported, not as an unknown name
// expect-error: does not support conforming to 'Sequence'
// expect-line: 5
struct Page { let number: Int }
struct Book: Sequence {
    let pages: [Page]
    func makeIterator() -> IndexingIterator<[Page]> { pages.makeIterator() }
}
for page in Book(pages: [Page(number: 1)]) { print(page.number) }
