// Two extensions of Array that declare the same method under different constraints are refused: coordlab dispatches extension methods by name.
// expect-error: does not support two extensions of 'Array' that declare 'describe()' under different constraints
// expect-line: 8
extension Array where Element == Int {
    func describe() -> String { "ints" }
}
extension Array where Element == String {
    func describe() -> String { "strings" }
}
print([1].describe(), ["a"].describe())
