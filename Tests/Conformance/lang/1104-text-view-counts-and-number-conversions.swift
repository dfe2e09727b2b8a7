// A string's utf8, utf16 and unicodeScalars counts (a message size limit, emoji with modifiers), Int(_:) of Doubles truncating toward zero, Double.nan and Int.min round trips
struct MessageLimit {
    let maxBytes: Int

    func check(_ text: String) -> String {
        let bytes = text.utf8.count
        if text.utf8.isEmpty { return "empty" }
        return bytes <= maxBytes ? "ok (\(bytes) bytes)" : "too long by \(bytes - maxBytes)"
    }
}

let limit = MessageLimit(maxBytes: 10)
for text in ["hello", "héllo wörld", "👍🏽👍🏽", "", "\r\n"] {
    print(text.count, text.utf16.count, text.unicodeScalars.count, limit.check(text))
}
let ratios = [2.9, -2.9, 0.5, -0.5, 1e15 + 0.5]
print(ratios.map { Int($0) }, Int(Double(Int.min)), Double(Int.max))
let missing = Double.nan
print(missing, missing == missing, missing.isNaN, Double.ulpOfOne, Double.leastNormalMagnitude)
let average = [3.0, 4.0, 4.0].reduce(0.0, +) / 3
print(Int(average.rounded()), Int(average * 100) % 100)
