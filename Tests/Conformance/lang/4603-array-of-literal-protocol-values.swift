// An array of a program's literal-protocol types written with literals makes each element through its initializer, in order
struct Celsius: ExpressibleByFloatLiteral, CustomStringConvertible {
    let degrees: Double
    init(floatLiteral value: Double) { print("made \(value)"); degrees = value }
    var description: String { "\(degrees)°C" }
}

final class Tag: ExpressibleByStringLiteral {
    let name: String
    required init(stringLiteral value: String) { name = value; print("tag \(name)") }
    deinit { print("drop \(name)") }
}

let week: [Celsius] = [21.5, 19.0, -3.5]
print(week)
var tags: [Tag] = ["swift", "ios"]
print(tags.map(\.name))
tags.append(Tag(stringLiteral: "new"))
tags.removeFirst()
print(tags.count)
tags = []
print("end")
