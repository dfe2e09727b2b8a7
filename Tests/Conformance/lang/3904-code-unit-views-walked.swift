// String.utf8 and utf16 walked as sequences of UInt8 and UInt16: Array(…), for loops, map, filter, reduce, first, min
func checksum(_ text: String) -> UInt8 {
    var sum: UInt8 = 0
    for byte in text.utf8 { sum = sum &+ byte }
    return sum
}
func isPlainASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }
let word = "naïve café"
let bytes = Array(word.utf8)
print(bytes.count, word.count, bytes.prefix(4), type(of: bytes))
print(Array(word.utf16), word.utf16.count)
print(checksum(word), checksum(""), isPlainASCII(word), isPlainASCII("plain"))
print(word.utf8.filter { $0 >= 0x80 }.count, word.utf8.map { $0 >> 4 }.max()!)
print(word.utf8.reduce(0) { $0 + Int($1) }, word.utf8.first!, word.utf16.last!)
print("Hi 👋".utf16.map { String($0, radix: 16) }, "Hi 👋".utf8.contains(0xF0))
let hex = "Zz".utf8.map { String($0, radix: 16, uppercase: false) }.joined(separator: " ")
print(hex, "abc".utf8.sorted(by: >), "b".utf8.elementsEqual([98]))
var digits = 0
for unit in "a1b22".utf16 where (48...57).contains(unit) { digits += 1 }
print(digits, "ok".utf8.starts(with: [111]), "ok".utf8.min()!)
