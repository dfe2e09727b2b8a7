// Float stored properties, conversions to and from Int, Double and UInt8, compound assignment, keys, Optionals and casts
struct Sample { var level: Float; var gain: Float = 2 }
let s = Sample(level: 3)
print(s, s.level * s.gain, [s])
let n = 7
let f = Float(n) / 2
print(f, Int(f), Float(-2), -f)
let neg: Float = -2
let ints: [Float] = [1, 2, -3]
print(neg, ints, ints.map { $0 / 4 })
var scale: Float = 1
scale *= 1.1
scale += 1
scale -= 0.05
scale /= 3
print(scale, scale.isNaN, Float.infinity, Float.nan.isNaN, Float.greatestFiniteMagnitude)
let dict: [Float: String] = [0.5: "half"]
print(dict[0.5] ?? "?")
let opt: Float? = 1.25
print(opt as Any, opt! * 2, (opt ?? 0) + 1)
let any: Any = Float(1.5)
print(any is Float, any is Double, any as? Float as Any)
let ratio = 2.0 / 3.0
print(Float(ratio), Double(Float(ratio)))
let u: UInt8 = 200
print(Float(u) / 3)
