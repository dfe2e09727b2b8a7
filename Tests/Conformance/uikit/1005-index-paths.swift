// IndexPath as a table's code uses it: made by row or by item, printed as Foundation prints it, compared, sorted, and used as a dictionary key and in a set.
// prelude: uikit

let first = IndexPath(row: 0, section: 0)
var second = IndexPath(item: 2, section: 1)
print(first, second, second.row, second.item, second.section)
debugPrint(second)
print([first, second], "\(second)", String(describing: second))
second.row = 1
print(second, second == IndexPath(row: 1, section: 1), first != second, first < second)
let unsorted = [IndexPath(row: 3, section: 1), IndexPath(row: 9, section: 0), IndexPath(row: 1, section: 1)]
print(unsorted.sorted())
print(unsorted.max() ?? first, unsorted.contains(IndexPath(item: 9, section: 0)))

var heights: [IndexPath: Double] = [:]
heights[first] = 44
heights[IndexPath(row: 0, section: 0)] = 88
print(heights.count, heights[first] ?? 0)

var selected: Set<IndexPath> = [first]
selected.insert(IndexPath(row: 0, section: 0))
selected.insert(second)
print(selected.count, selected.contains(second))

let optional: IndexPath? = second
print(optional as Any, optional?.row ?? -1)
let nothing: IndexPath? = nil
print(nothing?.description ?? "none")
