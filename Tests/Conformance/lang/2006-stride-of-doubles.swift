// stride of Doubles (to: and through:, negative steps, steps that do not land on the end)
for x in stride(from: 0.0, to: 1.0, by: 0.25) { print(x) }
print(Array(stride(from: 1.0, through: 2.0, by: 0.5)))
print(Array(stride(from: 1.0, through: 0.0, by: -0.3)))
print(Array(stride(from: 0.0, to: 0.0, by: 0.1)), Array(stride(from: 2.0, to: 1.0, by: 0.5)))
var total = 0.0
for t in stride(from: 0.0, through: 1.0, by: 0.1) { total += t }
print(total)
let steps = Array(stride(from: 0.0, to: 1.0, by: 0.1))
print(steps.count, steps.last!)
for angle in stride(from: 0, to: 360.0, by: 90) { print("angle", angle) }
let ints = Array(stride(from: 10, through: 0, by: -4))
print(ints, Array(stride(from: 0, to: 10, by: 20)))
