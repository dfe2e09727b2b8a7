// A range of Doubles is refused before the run: coordlab's ranges hold Ints and would print 2...9 where Swift prints 2.0...9.0
// expect-error: does not support ranges of 'Double'
// expect-line: 9
struct Stats {
    var values: [Double] = []
    var mean: Double? { values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }
    var range: ClosedRange<Double>? {
        guard let low = values.min(), let high = values.max() else { return nil }
        return low...high
    }
}

var stats = Stats()
print(stats.mean as Any)
stats.values = [2, 4, 9]
print(stats.mean as Any, stats.range as Any)
