// a Caesar cipher over Character.asciiValue: letters shifted in UInt8, mapped back through an alphabet
let lower = Array("abcdefghijklmnopqrstuvwxyz")
func shifted(_ text: String, by amount: UInt8) -> String {
    var out = ""
    for c in text {
        guard let code = c.asciiValue, c.isLetter else {
            out.append(c)
            continue
        }
        let base: UInt8 = c.isUppercase ? 65 : 97
        let index = (code - base + amount) % 26
        let letter = lower[Int(index)]
        out += c.isUppercase ? letter.uppercased() : String(letter)
    }
    return out
}
print(shifted("Hello, World", by: 3))
print(shifted("xyz ABC", by: 25))
let a: Character = "a"
let e: Character = "é"
print(a.asciiValue as Any, e.asciiValue as Any, Character("Z").asciiValue!)
let codes = "Swift".compactMap { $0.asciiValue }
print(codes, codes.map { $0 & 0x1F }, type(of: codes))
