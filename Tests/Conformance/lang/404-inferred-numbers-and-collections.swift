// LANG: inferred Double, dictionary and array types decide how later values print
struct Layout {
    var width: Double = 320
    var columns = 3
}
var layout = Layout()
let gap = layout.width / 8
var scale = gap
scale = 2
print(gap, scale, layout.columns)
let sizes = [1.5, 2]
var all = sizes
all.append(3)
print(all)
var scores = ["ann": 1.0]
scores["bob"] = 2
print(scores["bob"] as Any, scores.count)
let optionalScores: [String: Int?] = ["x": nil]
let copy = optionalScores
print(copy)
let badges = ["inbox": 2, "feed": 0].filter { $0.value > 0 }
print(badges)
let flags = [true, false].map { !$0 }
print(flags)
