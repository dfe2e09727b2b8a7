// Text routines written with String indices: a palindrome check walking two indices inward, capitalizing through replaceSubrange, a tokenizer cutting at firstIndex(where:), the middle character
func isPalindrome(_ s: String) -> Bool {
    let letters = s.lowercased().filter { $0.isLetter }
    guard !letters.isEmpty else { return true }
    var lo = letters.startIndex
    var hi = letters.index(before: letters.endIndex)
    while lo < hi {
        if letters[lo] != letters[hi] { return false }
        lo = letters.index(after: lo)
        hi = letters.index(before: hi)
    }
    return true
}
func capitalized(_ s: String) -> String {
    guard let first = s.first else { return s }
    var out = s
    out.replaceSubrange(out.startIndex...out.startIndex, with: String(first).uppercased())
    return out
}
func tokens(_ line: String) -> [String] {
    var rest = line
    var out: [String] = []
    while let sep = rest.firstIndex(where: { $0 == "," || $0 == ";" }) {
        out.append(String(rest[..<sep]))
        rest = String(rest[rest.index(after: sep)...])
    }
    out.append(rest)
    return out
}
func middle(_ s: String) -> Character? {
    guard !s.isEmpty else { return nil }
    return s[s.index(s.startIndex, offsetBy: s.count / 2)]
}
print(["Racecar", "A man, a plan, a canal: Panama", "coordinator", ""].map(isPalindrome))
print(["home", "", "profile settings"].map(capitalized))
print(tokens("a,bb;c,,d"), tokens("single"))
print(["abcde", "xy", ""].map { middle($0).map(String.init) ?? "-" })
var log = "screen"
log.insert(contentsOf: "[", at: log.startIndex)
log.insert("]", at: log.endIndex)
print(log, log.distance(from: log.startIndex, to: log.endIndex))
