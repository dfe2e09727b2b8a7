// REJECT: keeping a program's collection's indices (a DefaultIndices wrapper in Swift) in a variable is refused
// expect-error: does not support storing the lazy sequence 'indices' returns
// expect-line: 11
struct Doubles: Collection {
    let size: Int
    let startIndex = 0
    var endIndex: Int { size }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Int { position * 2 }
}
let all = Doubles(size: 3).indices
print(all)
