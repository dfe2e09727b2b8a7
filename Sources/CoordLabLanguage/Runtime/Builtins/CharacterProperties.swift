/// Character's Unicode properties, read by Swift's own `Character` (coordlab holds a
/// character as a one-character string): `isLetter`, `isNumber`, `wholeNumberValue`, ….
enum CharacterProperties {
    /// Each property's value for a character.
    static let byName: [String: @Sendable (Character) -> Value] = [
        "isLetter": { .bool($0.isLetter) }, "isNumber": { .bool($0.isNumber) },
        "isWholeNumber": { .bool($0.isWholeNumber) }, "isWhitespace": { .bool($0.isWhitespace) },
        "isNewline": { .bool($0.isNewline) }, "isUppercase": { .bool($0.isUppercase) },
        "isLowercase": { .bool($0.isLowercase) }, "isCased": { .bool($0.isCased) },
        "isPunctuation": { .bool($0.isPunctuation) }, "isSymbol": { .bool($0.isSymbol) },
        "isMathSymbol": { .bool($0.isMathSymbol) }, "isCurrencySymbol": { .bool($0.isCurrencySymbol) },
        "isHexDigit": { .bool($0.isHexDigit) }, "isASCII": { .bool($0.isASCII) },
        "wholeNumberValue": { $0.wholeNumberValue.map(Value.int) ?? .none },
        "hexDigitValue": { $0.hexDigitValue.map(Value.int) ?? .none },
        "asciiValue": { $0.asciiValue.map { .sized(SizedInt(Int128($0), .uint8)) } ?? .none },
    ]

    /// Property `name` of the character `text` holds; nil when `text` is not one
    /// character or there is no such property.
    static func value(_ name: String, of text: String) -> Value? {
        guard let property = byName[name], text.count == 1, let c = text.first else { return nil }
        return property(c)
    }
}
