// reduce with an integer literal as its initial value takes the context's numeric type (UInt, UInt8, Float, Double) as Swift infers it
let xs: [UInt] = [1, 2, 4]
let a: UInt = xs.reduce(0) { $0 | $1 }
var b: UInt = 0
b = xs.reduce(0, +)
let d: Double = [1.5, 2].reduce(0) { $0 + $1 }
let bytes: [UInt8] = [200, 100]
let sum: Int = bytes.reduce(0) { $0 + Int($1) }
let f: Float = [Float(1.5), 2].reduce(0) { $0 + $1 }
let e: UInt8 = bytes.reduce(0) { $0 ^ $1 }
print(a, b, d, sum, f, e, type(of: a), type(of: e))
