// slices given to generic and protocol-extension code, kept in properties and collections, compared and counted
extension Collection {
    func describeAll(_ label: String) -> String { "\(label): \(count) from \(startIndex)" }
}

func total<C: Collection>(_ values: C) -> Int where C.Element == Int {
    var sum = 0
    for v in values { sum += v }
    return sum
}

struct Page {
    let rows: ArraySlice<String>
    var number: Int
}

let names = ["Ada", "Grace", "Linus", "Ken", "Barbara", "Edsger"]
var pages: [Page] = []
var start = 0
while start < names.count {
    let end = min(start + 4, names.count)
    pages.append(Page(rows: names[start..<end], number: pages.count + 1))
    start = end
}
for p in pages { print(p.number, p.rows, p.rows.describeAll("page")) }
print(total([3, 4, 5].dropFirst()), total([1, 2, 3].prefix(2)))
let lengths = pages[1].rows.map { $0.count }
print(lengths, pages[1].rows.first!, pages[1].rows.last!)
print(pages.map { $0.rows.joined(separator: "+") })
