// Closed ranges keep their bounds and spelling: upperBound, print, type(of:), and a ClosedRange parameter.
func clamp(_ x: Int, to r: ClosedRange<Int>) -> Int {
    x < r.lowerBound ? r.lowerBound : (x > r.upperBound ? r.upperBound : x)
}
let closed = 0...3
let open = 0..<3
print(closed, open)
print(closed.lowerBound, closed.upperBound, closed.count)
print(open.lowerBound, open.upperBound, open.count)
print(type(of: closed), type(of: open))
print(clamp(15, to: 0...10), clamp(-3, to: 0...10), clamp(4, to: 0...10))
print(closed.contains(3), open.contains(3))
var total = 0
for k in 1...4 { total += k }
print(total, Array(2...4), [10, 20, 30, 40][1...2])
