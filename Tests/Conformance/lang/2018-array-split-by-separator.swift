// Array.split(separator:) with maxSplits and omittingEmptySubsequences: edges at both ends, empty
enum Token: Equatable { case word(String), newline }
let tokens: [Token] = [.newline, .word("let"), .word("x"), .newline, .newline, .word("print"), .newline]
let lines = tokens.split(separator: .newline)
print(lines.count)
for line in lines {
    print(line.startIndex, line.map { token -> String in
        if case .word(let w) = token { return w }
        return "?"
    })
}
print(tokens.split(separator: .newline, omittingEmptySubsequences: false).map { $0.count })
print(tokens.split(separator: .newline, maxSplits: 2).map { $0.count })
let bytes = [7, 0, 0, 7, 7, 0]
print(bytes.split(separator: 0))
print(bytes.split(separator: 0, maxSplits: 0), bytes.split(separator: 9))
print(bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false))
let none: [Int] = []
print(none.split(separator: 0), none.split(separator: 0, omittingEmptySubsequences: false))
print([0, 0].split(separator: 0), [0, 0].split(separator: 0, omittingEmptySubsequences: false))
