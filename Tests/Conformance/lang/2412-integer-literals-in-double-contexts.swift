// Integer literals become Doubles wherever the context says so, at any depth: nested arrays and dictionaries, a struct's memberwise arguments, a dictionary entry assigned, tuples, Optionals and mixed literals (`[1, 2.5, -3]`)
struct Chart {
    var series: [[Double]]
    var labels: [String: Double] = [:]
    var range: (Double, Double) = (0, 10)
}
let grid: [[Double]] = [[1, 2], [3]]
let byName: [String: [Double]] = ["speeds": [4, 5]]
var chart = Chart(series: [[6], [7, 8]])
chart.labels["max"] = 9
chart.labels["min"] = -1
chart.series[0].append(10)
chart.series.append([11])
print(grid, byName, chart.series, chart.labels["max"]!, chart.labels["min"]!, chart.range)
let mixed = [1, 2.5, -3]
let weights = ["a": 1, "b": 0.5]
let gaps = [1, nil, 2.5]
print(mixed, weights["a"]!, weights["b"]!, gaps)
let pairs: [(Double, Int)] = [(1, 2)]
let maybe: [[Double?]] = [[4, nil]]
print(pairs, maybe)
func scaled(_ rows: [[Double]]) -> [[Double]] { rows.map { $0.map { $0 * 2 } } + [[1]] }
print(scaled([[1, 2]]), [[3]] as [[Double]])
var totals: [Double] = []
totals += [1, 2]
totals.insert(0, at: 0)
print(totals, totals.reduce(0, +))
