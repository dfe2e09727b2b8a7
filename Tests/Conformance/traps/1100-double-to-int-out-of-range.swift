// Int(_:) of a Double past Int.max stops the program with Swift's own words, after what printed before it
// expect-trap: Double value cannot be converted to Int because the result would be greater than Int.max
struct Score {
    let value: Double
}

let scores = [Score(value: 12.5), Score(value: 9e18), Score(value: 1e19)]
for s in scores {
    print("score", Int(s.value))
}
print("unreachable")
