// Recursive local helpers in methods and initializers: a memoised search, a flattening walk and a generic one
struct Maze {
    let walls: Set<Int>
    let size: Int
    func paths(to goal: Int) -> Int {
        var memo: [Int: Int] = [:]
        func count(_ cell: Int) -> Int {
            if cell == goal { return 1 }
            if cell > goal || walls.contains(cell) { return 0 }
            if let known = memo[cell] { return known }
            let total = count(cell + 1) + count(cell + size)
            memo[cell] = total
            return total
        }
        return count(0)
    }
}
print(Maze(walls: [4], size: 3).paths(to: 8))

indirect enum Menu { case item(String), group(String, [Menu]) }
final class MenuIndex {
    var titles: [String] = []
    init(_ root: Menu) {
        func visit(_ m: Menu, _ prefix: String) {
            switch m {
            case .item(let t): titles.append(prefix + t)
            case .group(let t, let children): for c in children { visit(c, prefix + t + "/") }
            }
        }
        visit(root, "")
    }
}
print(MenuIndex(.group("file", [.item("open"), .group("recent", [.item("a"), .item("b")])])).titles)

func deepest<T>(_ xs: [T], _ children: (T) -> [T]) -> Int {
    func depth(_ x: T) -> Int { 1 + children(x).map(depth).reduce(0) { max($0, $1) } }
    return xs.map(depth).reduce(0) { max($0, $1) }
}
print(deepest([3, 5]) { $0 > 1 ? [$0 - 1, $0 / 2] : [] })
