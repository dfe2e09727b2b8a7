// a program refused for Swift coordlab lacks hears that refusal, not a spurious one about an earlier key path that only lacked the checker's types
// expect-error: coordlab does not support 'Dictionary(minimumCapacity:)' yet
// expect-line: 7
struct Item { let title: String; let section: Int }
let items = [Item(title: "a", section: 0), Item(title: "b", section: 1)]
print(items.map(\.title))
let sections: [Int: String] = Dictionary(minimumCapacity: items.count)
print(sections.count)
