/// Character's members: its Unicode properties (`isLetter`, `wholeNumberValue`, …) and
/// its case conversions, which give Strings (`Character("ß").uppercased()` is "SS").
extension StandardMembers {
    /// Character's properties coordlab reads, with their types.
    static let characterProperties: [String: SemaType] = [
        "isLetter": .bool, "isNumber": .bool, "isWholeNumber": .bool, "isWhitespace": .bool, "isNewline": .bool,
        "isUppercase": .bool, "isLowercase": .bool, "isCased": .bool, "isPunctuation": .bool, "isSymbol": .bool,
        "isMathSymbol": .bool, "isCurrencySymbol": .bool, "isHexDigit": .bool, "isASCII": .bool,
        "wholeNumberValue": .optional(.int), "hexDigitValue": .optional(.int), "description": .string,
        "asciiValue": .optional(.named("UInt8")),
    ]

    /// Character's members: the properties above, `uppercased()` and `lowercased()`.
    static let character: [String: SemaType] = characterProperties.merging(["uppercased": .string, "lowercased": .string]) { a, _ in a }
}
