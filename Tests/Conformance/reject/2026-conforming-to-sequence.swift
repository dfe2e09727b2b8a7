// REJECT: a sequence whose iterator is an array's IndexingIterator is refused as unsupported
// expect-error: does not support 'Array.makeIterator'
// expect-line: 7
struct Page { let number: Int }
struct Book: Sequence {
    let pages: [Page]
    func makeIterator() -> IndexingIterator<[Page]> { pages.makeIterator() }
}
for page in Book(pages: [Page(number: 1)]) { print(page.number) }
