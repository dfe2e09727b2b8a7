// a Color struct of UInt8 channels with a computed hex string and mixing
struct Color: Equatable, Hashable {
    var r, g, b: UInt8
    var hex: String {
        [r, g, b].map { c in
            let digits = String(c, radix: 16).uppercased()
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
    func mixed(with other: Color) -> Color {
        Color(r: UInt8((UInt16(r) + UInt16(other.r)) / 2),
              g: UInt8((UInt16(g) + UInt16(other.g)) / 2),
              b: UInt8((UInt16(b) + UInt16(other.b)) / 2))
    }
    var brightness: Int { (Int(r) * 299 + Int(g) * 587 + Int(b) * 114) / 1000 }
}
let red = Color(r: 255, g: 0, b: 0)
let teal = Color(r: 0, g: 128, b: 128)
let mix = red.mixed(with: teal)
print(red.hex, teal.hex, mix.hex, mix)
print(mix.brightness, red == Color(r: 255, g: 0, b: 0), red == teal)
let palette: Set<Color> = [red, teal, red]
print(palette.count)
var names: [Color: String] = [red: "red"]
names[teal] = "teal"
print(names[teal] ?? "?", names[mix] ?? "none")
