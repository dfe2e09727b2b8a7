// a program refused for Swift coordlab lacks hears that refusal, not a spurious one about an earlier key path that only lacked the checker's types
// expect-error: coordlab does not support 'Dictionary(uniqueKeysWithValues:)' yet
// expect-line: 7
struct Item { let title: String; let section: Int }
let items = [Item(title: "a", section: 0), Item(title: "b", section: 1)]
print(items.map(\.title))
let sections = Dictionary(uniqueKeysWithValues: items.map { ($0.section, $0.title) })
print(sections.count)
