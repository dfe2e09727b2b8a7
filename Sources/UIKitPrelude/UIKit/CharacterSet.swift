/// A set of characters, as Foundation's `trimmingCharacters(in:)` and
/// `components(separatedBy:)` take it: the sets apps use most (`.whitespaces`, `.newlines`,
/// `.whitespacesAndNewlines`, `.punctuationCharacters`), the characters of a string
/// (`CharacterSet(charactersIn: ",;")`), and the inverse of one.
///
/// Foundation's sets hold Unicode scalars and list what its tables list (the zero-width
/// space is whitespace there; punctuation added in Unicode 16 is not punctuation yet).
/// These test a character, which is the same for every character of one scalar and for
/// "\r\n", which the string methods take as its two scalars; a character of several scalars
/// (an "e" followed by a combining accent) is tested whole, where Foundation tests each scalar.
public struct CharacterSet {
    /// Whether a character is in the set.
    let __contains: (Character) -> Bool

    init(__contains: @escaping (Character) -> Bool) {
        self.__contains = __contains
    }

    /// The characters of `string`.
    init(charactersIn string: String) {
        let members = Array(string)
        self.__contains = { c in members.contains(c) }
    }

    /// Unicode's space separators and the tab.
    static let whitespaces = CharacterSet(__contains: { c in (c.isWhitespace && !c.isNewline) || c == "\u{200B}" })

    /// Line feed, vertical tab, form feed, carriage return, next line, line and paragraph separators.
    static let newlines = CharacterSet(__contains: { c in c.isNewline })

    /// `whitespaces` and `newlines` together.
    static let whitespacesAndNewlines = CharacterSet(__contains: { c in c.isWhitespace || c == "\u{200B}" })

    /// Unicode's punctuation, as Foundation's tables list it.
    static let punctuationCharacters = CharacterSet(__contains: { c in
        c.isPunctuation && !CharacterSet.__punctuationFoundationLacks.contains(c)
    })

    /// Punctuation since Unicode 16, which Foundation's tables do not list yet.
    private static let __punctuationFoundationLacks: [Character] = [
        "\u{1B4E}", "\u{1B4F}", "\u{1B7F}", "\u{10D6E}", "\u{10ED0}", "\u{113D4}", "\u{113D5}", "\u{113D7}",
        "\u{113D8}", "\u{11BE1}", "\u{16D6D}", "\u{16D6E}", "\u{16D6F}", "\u{1E5FF}",
    ]

    /// The characters not in this set.
    var inverted: CharacterSet {
        let contains = __contains
        return CharacterSet(__contains: { c in !contains(c) })
    }
}
