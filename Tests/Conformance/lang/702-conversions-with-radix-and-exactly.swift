// Int(_:radix:) and Double(exactly:) give Optionals, String(_:radix:) a String, each as Swift computes it (a screen's hex colour code and its parts).
struct Colour {
    let red: Int, green: Int, blue: Int

    static func parse(_ hex: String) -> Colour? {
        guard hex.count == 6, let value = Int(hex, radix: 16) else { return nil }
        return Colour(red: value / 65536, green: value / 256 % 256, blue: value % 256)
    }

    var hex: String {
        [red, green, blue].map { part in
            let digits = String(part, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}

print(Int("ff", radix: 16) as Any, Int("zz", radix: 16) as Any, Int("-101", radix: 2) as Any)
print(String(255, radix: 16), String(-10, radix: 2), String(35, radix: 36))
if let c = Colour.parse("1a2b3c") { print(c.red, c.green, c.blue, c.hex) }
print(Colour.parse("12345g") == nil, Colour.parse("abc") == nil)
let parsed = ["7f", "x", "100"].map { Int($0, radix: 16) }
print(parsed)
print(parsed.compactMap { $0 }.reduce(0, +))
print(Double(exactly: 7) as Any, Int(exactly: 12) as Any)
let exact: Double? = Double(exactly: 1_048_576)
print(exact ?? -1)
