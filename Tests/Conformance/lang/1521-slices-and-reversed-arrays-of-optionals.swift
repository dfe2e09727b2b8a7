// dropFirst, dropLast, prefix, suffix, ranges and reversed() of an array of Optionals print Optional(...) even without a nil left.
let scores: [Int?] = [nil, 7, 9, nil, 4]
print(Array(scores.dropFirst()))
print(Array(scores.dropLast(2)))
print(scores.dropFirst(3).dropLast())
print(Array(scores.prefix(3).suffix(2)))
print(scores.suffix(1))
print(Array(scores[1...2]))
print(scores[1..<3])
print(Array(scores.reversed().prefix(1)))
print(scores.reversed().map { $0 }.suffix(2))
print(Array([1, nil, 3].dropFirst(2)))

let pages: [[String?]] = [["a", nil], ["b"]]
print(pages.flatMap { $0 }.dropFirst())
print(Array(pages.joined()).suffix(1))

let empty = [Int?]()
print((empty + [5]).dropLast(0))
let collected = scores.reduce([Int?]()) { $0 + [$1] }
print(collected.dropFirst(4))
