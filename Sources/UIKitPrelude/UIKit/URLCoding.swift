/// Percent-encoding as URLs use it: the characters each part of a URL may hold as they
/// are (RFC 3986), and `%XX` escapes for the rest. Limited to ASCII: coordlab's strings
/// give no UTF-8 bytes, so a character outside ASCII, to encode or decoded, stops the
/// program with a message instead of becoming another URL.
public enum __URLCoding {
    static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    static let digits = Array("0123456789")
    static let hexDigits = Array("0123456789ABCDEF")
    /// The printable ASCII characters, from the space (0x20) to `~` (0x7E), in code order.
    static let printable = Array(" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~")
    /// Letters, digits and `-._~`, which no part of a URL encodes.
    static let unreserved = letters + digits + Array("-._~")
    /// What a path segment, a query or a fragment may hold besides the unreserved: RFC 3986's sub-delims, `:` and `@`.
    static let pathCharacters = unreserved + Array("!$&'()*+,;=:@")
    /// What a path may hold as it is.
    static let pathAllowed = pathCharacters + ["/"]
    /// What a query or a fragment may hold as it is.
    static let queryAllowed = pathCharacters + ["/", "?"]
    /// What a query item's name or value may hold as it is: a query's characters but `&` and `=` (a `+` stays, as in Foundation).
    static let queryItemAllowed = queryAllowed.filter { $0 != "&" && $0 != "=" }
    /// What a host may hold as it is.
    static let hostAllowed = unreserved + Array("!$&'()*+,;=:[]")
    /// Every character a URL string may hold as it is.
    static let valid = queryAllowed + Array("#[]%")

    /// `text` with every character outside `allowed` written as `%XX`.
    static func encoding(_ text: String, allowing allowed: [Character]) -> String {
        var encoded = ""
        for c in text {
            if allowed.contains(c) {
                encoded.append(c)
            } else {
                encoded += escape(c)
            }
        }
        return encoded
    }

    /// `text` with the characters no URL holds encoded, and a `%` that starts no escape written `%25`.
    static func encodingInvalidCharacters(_ text: String) -> String {
        let characters = Array(text)
        var encoded = ""
        for (k, c) in characters.enumerated() {
            if c == "%" {
                let startsEscape = k + 2 < characters.count && isHex(characters[k + 1]) && isHex(characters[k + 2])
                encoded += startsEscape ? "%" : "%25"
            } else if valid.contains(c) {
                encoded.append(c)
            } else {
                encoded += escape(c)
            }
        }
        return encoded
    }

    /// `text` with each `%XX` escape replaced by its character.
    static func decoding(_ text: String) -> String {
        let characters = Array(text)
        var decoded = ""
        var k = 0
        while k < characters.count {
            if characters[k] == "%" && k + 2 < characters.count && isHex(characters[k + 1]) && isHex(characters[k + 2]) {
                let code = hexValue(characters[k + 1]) * 16 + hexValue(characters[k + 2])
                guard code >= 0x20 && code <= 0x7E else {
                    fatalError("coordlab's URL decodes only escapes of printable ASCII characters (not %\(characters[k + 1])\(characters[k + 2]))")
                }
                decoded.append(printable[code - 0x20])
                k += 3
            } else {
                decoded.append(characters[k])
                k += 1
            }
        }
        return decoded
    }

    /// `text` cut at the first `separator` (the last where `last`): what is before and after
    /// it; nil where it does not occur.
    static func cut(_ text: String, at separator: Character, last: Bool = false) -> (before: String, after: String)? {
        let characters = Array(text)
        let positions = characters.indices.filter { characters[$0] == separator }
        guard let k = last ? positions.last : positions.first else { return nil }
        return (String(characters[0..<k]), String(characters[(k + 1)...]))
    }

    /// `%XX` for an ASCII character.
    static func escape(_ c: Character) -> String {
        guard let index = printable.firstIndex(of: c) else {
            fatalError("coordlab's URL encodes only ASCII characters (not \"\(c)\")")
        }
        let code = index + 0x20
        return "%" + String(hexDigits[code / 16]) + String(hexDigits[code % 16])
    }

    static func isHex(_ c: Character) -> Bool {
        return c.hexDigitValue != nil && c.isASCII
    }

    static func hexValue(_ c: Character) -> Int {
        return c.hexDigitValue ?? 0
    }
}
