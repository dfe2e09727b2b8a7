/// Members of String and Substring from the modules a Swift file sees besides the standard
/// library's own list (`StandardLibraryMembers`, generated from the Swift module alone): the
/// string processing module's, imported implicitly (`replacing(_:with:)`, `firstRange(of:)`),
/// and Foundation's, which an app's files import (`capitalized`, `range(of:)`). One of them
/// that coordlab lacks is refused as something coordlab does not support yet: swiftc's "has
/// no member" would tell the user their Swift is wrong.
enum StringModuleMembers {
    /// The string processing module's members (regular expressions and collection searching).
    static let stringProcessing: Set<String> = [
        "contains", "firstMatch", "firstRange", "matches", "prefixMatch", "ranges", "replace", "replacing",
        "split", "starts", "trimPrefix", "trimmingPrefix", "wholeMatch",
    ]

    /// Foundation's members that apps commonly use (its `StringProtocol` extensions).
    static let foundation: Set<String> = [
        "addingPercentEncoding", "appending", "appendingFormat", "applyingTransform", "capitalized",
        "caseInsensitiveCompare", "cString", "compare", "components", "data", "enumerateLines", "folding",
        "lengthOfBytes", "lineRange", "localizedCapitalized", "localizedCaseInsensitiveCompare",
        "localizedCaseInsensitiveContains", "localizedCompare", "localizedLowercase", "localizedStandardCompare",
        "localizedStandardContains", "localizedStandardRange", "localizedUppercase", "padding", "range",
        "rangeOfCharacter", "removingPercentEncoding", "replacingCharacters", "replacingOccurrences",
        "substring", "trimmingCharacters",
    ]

    /// Whether `name` is such a member of the type Swift's messages call `typeName`.
    static func has(_ name: String, on typeName: String) -> Bool {
        ["String", "Substring"].contains(typeName) && (stringProcessing.contains(name) || foundation.contains(name))
    }
}
