// the type of enumerated() or zip(_:_:) is a lazy wrapper in Swift (EnumeratedSequence<Array<Int>>), which coordlab keeps as an array: taking its type is refused
// expect-error: taking the type of the lazy sequence 'enumerated()' returns
// expect-line: 6
let scores = [3, 1, 2]
print(scores.enumerated().map { $0.offset + $0.element })
print(type(of: scores.enumerated()))
