// Array.split(whereSeparator:) and its trailing-closure form: closure calls stop after maxSplits
let readings = [3, 5, -1, 4, -2, -3, 8, 9]
print(readings.split(whereSeparator: { $0 < 0 }))
print(readings.split { $0 < 0 }.map { $0.reduce(0, +) })
var asked = 0
let firstTwo = readings.split(maxSplits: 1, whereSeparator: { r in
    asked += 1
    return r < 0
})
print(firstTwo, asked)
print(readings.split(omittingEmptySubsequences: false, whereSeparator: { $0 < 0 }).count)
let names = ["ann", "", "bob", "cy", ""]
let groups = names.split(whereSeparator: { $0.isEmpty })
print(groups.map { Array($0) }, groups.first?.first ?? "none")
for (i, g) in groups.enumerated() { print(i, g.startIndex, g.endIndex, g.joined(separator: "+")) }
