// Range patterns of Doubles, Floats, Characters and Strings (`case 0.5..<0.8:`, `case ..<0.5:`, `case 1.0...:`, `case "a"..."z":`) match as Swift's `~=` of those ranges does, bounds included or not as written
func grade(_ score: Double) -> String {
    switch score {
    case ..<0.5: return "low"
    case 0.5..<0.8: return "mid"
    case 0.8...1.0: return "high"
    case 1.0...: return "over"
    default: return "not a number"
    }
}
print([0.1, 0.5, 0.79, 0.8, 1.0, 1.5, -2].map(grade))
let progress: Float = 2.5
switch progress {
case 0...2: print("starting")
case 2...3: print("halfway")
default: print("done")
}
for c in "aZ9_" {
    switch c {
    case "a"..."z": print(c, "lower")
    case "A"..."Z": print(c, "upper")
    case "0"..."9": print(c, "digit")
    default: print(c, "other")
    }
}
let title = "mango"
switch title {
case "a"..<"m": print(title, "in the first half")
default: print(title, "in the second half")
}
let ratio = 0.3
if case 0..<0.5 = ratio { print("under half") }
let levels = [0.2, 0.9]
for case 0.5... in levels { print("a high level") }
