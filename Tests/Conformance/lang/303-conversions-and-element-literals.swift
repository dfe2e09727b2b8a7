// LANG: Double(5) and Int(3.5) are not optionals (Int("7") is), and integer literals appended, inserted or assigned into [Double] arrays and dictionaries become Doubles; a tuple stored in a dictionary takes its labels
print(Double(5), Int(3.5), Double(2))
print(Int("7") as Any, Double("x") as Any, Bool("true") as Any)
let parsed = Int("12") ?? 0
print(parsed + 1)

enum Route {
    case home, settings
}

class Timeline {
    var delays: [Double] = []
    var routes: [Route] = []
    func schedule() {
        delays.append(1)
        self.delays.append(contentsOf: [2, 3])
        delays.insert(0, at: 0)
        routes.append(.home)
        routes.insert(.settings, at: 0)
        print(delays, routes.contains(.home), routes.firstIndex(of: .home) ?? -1)
    }
}
Timeline().schedule()

var weights: [Double] = [0.5]
weights.append(2)
weights += [4]
print(weights, weights.contains(2))

struct Budget {
    var amounts: [Double] = []
    mutating func add(_ n: Int) {
        amounts.append(Double(n))
        amounts.append(10)
    }
}
var budget = Budget()
budget.add(1)
print(budget.amounts)
var grid: [Double] = [1]
grid[0] = 3
grid[0] += 2
var totals: [String: Double] = ["a": 4]
totals["b"] = 5
var named: [String: (name: String, count: Int)] = [:]
named["x"] = ("b", 3)
print(grid, totals["a"]!, totals["b"]!, named["x"]!.name, named["x"]!.count)
