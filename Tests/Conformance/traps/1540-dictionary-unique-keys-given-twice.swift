// TRAP: Dictionary(uniqueKeysWithValues:) with a key given twice stops the program after what printed before
// expect-trap: Duplicate values for key: 'detail'
final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}

func index(_ screens: [Screen]) -> [String: Screen] {
    Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0) })
}

let first = index([Screen("home"), Screen("detail")])
print(first.count)
let second = index([Screen("detail"), Screen("list"), Screen("detail")])
print(second.count)
