// Top-level overloads taking [[Int]] and [[String]], which an empty array's value could not tell apart: each call runs the one its argument's static type chooses, as in Swift
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
