// A conditional conformance of a standard type (Array: P where Element == Int) is refused: values do not keep their element type.
// expect-error: does not support conformances added to standard types
// expect-line: 6
protocol Totalling { var total: Int { get } }
print("start")
extension Array: Totalling where Element == Int {
    var total: Int { reduce(0, +) }
}
print([1, 2, 3].total)
