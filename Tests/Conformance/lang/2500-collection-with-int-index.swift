// A program's own Collection with an Int index: for-in, count, isEmpty, first, indices, firstIndex, contains, Array
struct Shelf: Collection {
    var books = ["Dune", "Emma", "Ulysses"]
    var startIndex: Int { 0 }
    var endIndex: Int { books.count }
    subscript(i: Int) -> String { books[i] }
    func index(after i: Int) -> Int { i + 1 }
}
let shelf = Shelf()
print(shelf.count, shelf.isEmpty)
for book in shelf { print(book) }
print(shelf.first ?? "none")
print(Shelf(books: []).first ?? "none", Shelf(books: []).isEmpty, Shelf(books: []).count)
for i in shelf.indices { print(i, shelf[i]) }
print(shelf.firstIndex(of: "Emma") as Any, shelf.firstIndex(of: "Odyssey") as Any)
print(shelf.firstIndex { $0.hasPrefix("U") } as Any)
print(shelf.contains("Dune"), shelf.contains { $0.count > 5 })
print(Array(shelf))
print(shelf.map { $0.count }, shelf.filter { $0 != "Emma" })
print(shelf.reduce("") { $0 + $1.prefix(1) })
print(shelf.sorted(by: >), shelf.min() ?? "", shelf.max() ?? "")
for (n, b) in shelf.enumerated() where n > 0 { print(n, b) }
