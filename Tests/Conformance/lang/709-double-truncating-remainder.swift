// LANG: Double's truncatingRemainder(dividingBy:) for angles and clock times, with a literal or a Double divisor, negative values keeping their sign
let angle = 370.5
print(angle.truncatingRemainder(dividingBy: 360), (-7.5).truncatingRemainder(dividingBy: 2))
let d: Double = 10
let divisor = 3.0
print(d.truncatingRemainder(dividingBy: divisor), [725.0, 59.5].map { $0.truncatingRemainder(dividingBy: 60) })
let seconds = 125.0
print("\(Int(seconds / 60)):\(Int(seconds.truncatingRemainder(dividingBy: 60)))")
