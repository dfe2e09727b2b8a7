// The standard library's abs passed as a function value (to map, stored in a variable of function type), beside min and max
let offsets = [-3, 4, -1]
print(offsets.map(abs), offsets.map(abs).reduce(0, max))
let distance: (Int) -> Int = abs
print(distance(-12))
let drifts = [-1.5, 0.25]
print(drifts.map(abs))
var pick: (Double) -> Double = abs
print(pick(-2.5))
