// REJECT: overloads taking [[Int]] and [[String]] cannot be told apart by a call's values (an empty array fits both): refused, not called as a redeclaration
// expect-error: does not support overloads whose parameter types a call's values cannot tell apart ('layout(_:)')
// expect-line: 12
final class GridViewModel {
    var log: [String] = []
}

func layout(_ rows: [[Int]]) -> String {
    "numbers \(rows.count)"
}

func layout(_ rows: [[String]]) -> String {
    "titles \(rows.count)"
}

let model = GridViewModel()
model.log.append(layout([["a", "b"], ["c"]]))
model.log.append(layout([[1]]))
print(model.log)
