// Array index(after:), index(before:) and index(_:offsetBy:) walking arrays and slices
let pages = ["cover", "intro", "body", "appendix"]
var i = pages.startIndex
while i != pages.endIndex {
    print(i, pages[i])
    i = pages.index(after: i)
}
var j = pages.endIndex
while j > pages.startIndex {
    j = pages.index(before: j)
    print("back", pages[j])
}
print(pages.index(pages.startIndex, offsetBy: 2), pages.index(3, offsetBy: -3))
print(pages.index(after: pages.endIndex), pages.index(before: 0))

let middle = pages[1...2]
print(middle.startIndex, middle.index(after: middle.startIndex), middle[middle.index(before: middle.endIndex)])
let k = pages.index(pages.startIndex, offsetBy: 1)
print(pages[k...])
let empty: [Int] = []
print(empty.index(after: empty.startIndex), empty.startIndex == empty.endIndex)
