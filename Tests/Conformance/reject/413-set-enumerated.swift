// Set's members coordlab lacks (enumerated, randomElement, reserveCapacity) are refused by name.
// expect-error: coordlab does not support 'Set.enumerated' yet
// expect-line: 11
struct Badge: Hashable {
    let title: String
}
var badges = Set<Badge>()
badges.insert(Badge(title: "new"))
badges.insert(Badge(title: "new"))
print(badges.count)
for (offset, badge) in badges.enumerated() {
    print(offset, badge.title)
}
