// Float is refused before the program runs: coordlab computes in Double precision, whose results print other digits.
// expect-error: does not support Float
// expect-line: 7
struct Gauge {
    var level: Double = 0.5
}
let ratio: Float = 1
print(Gauge().level, ratio / 3)
