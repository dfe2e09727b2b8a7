// zip over a string's characters and beside a one-sided range (1...): Hamming distances, numbered lines, pairs of neighbours
func hamming(_ a: String, _ b: String) -> Int {
    zip(a, b).filter { $0 != $1 }.count
}
print(hamming("karolin", "kathrin"), hamming("abc", "abc"), hamming("short", "shorter"))
let lines = ["import UIKit", "", "final class App {}"]
for (number, line) in zip(1..., lines) where !line.isEmpty {
    print(number, line)
}
let word = "swift"
print(zip(word, word.dropFirst()).map { "\($0)\($1)" })
print(zip(0..., "héllo").map { "\($0):\($1)" }.joined(separator: " "))
let scores = [90, 75]
for (rank, score) in zip(1..., scores.sorted(by: >)) { print("#\(rank)", score) }
for (x, y) in zip("abc", [true, false, true]) where y { print(x, type(of: x)) }
print(Array(zip([10, 20, 30], 5...)).map { $0.0 + $0.1 })
