// ERRORS: comparing an Int with a String is refused before running, in swiftc's words
struct Score { let points: Int; let label: String }
let scores = [Score(points: 3, label: "low"), Score(points: 9, label: "high")]
let threshold = "5"
for s in scores {
    if s.points > threshold { print(s.label) }
}
