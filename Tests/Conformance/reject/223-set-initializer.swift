// REJECT: Set(...) from an array is refused at compile time, not half-run
// expect-error: coordlab does not support Set yet
// expect-line: 9
struct Tag: Hashable {
    let name: String
}
print("before")
let tags = [Tag(name: "a"), Tag(name: "a")]
let unique = Set(tags)
print(unique.count)
