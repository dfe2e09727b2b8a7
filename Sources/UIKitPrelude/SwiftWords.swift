/// The words of a Swift file that tell what it needs and what it declares, read without
/// parsing it: the identifiers its code uses, and the names its top-level declarations
/// introduce or extend.
///
/// It reads the prelude's own files, to find which of them a program needs before any of
/// them is parsed (parsing the whole prelude is most of a start-up). Comments are skipped
/// and string literals are read for their interpolations only, so a word in either never
/// counts; a test checks the result against the parsed syntax of every prelude file.
struct SwiftWords {
    /// Every identifier of the code (keywords included; backticks removed).
    private(set) var identifiers: Set<String> = []
    /// The identifiers written after a `.`: the members the code names (`main`, `animate`
    /// in `RunLoop.main`, `UIView.animate(…)`).
    private(set) var memberUses: Set<String> = []
    /// Names declared at the top level: types, functions, variables, type aliases.
    private(set) var declared: Set<String> = []
    /// Names of the types the file's top-level extensions extend.
    private(set) var extended: Set<String> = []
    /// The names of the members declared directly in top-level extensions (functions,
    /// properties, nested types, type aliases), by the type each extends (`String`:
    /// `components`): what loads a file whose extension code reaches by name.
    private(set) var extensionMembers: [String: Set<String>] = [:]
    /// The extended types that some top-level extension here gives a member code cannot
    /// name: an initializer, a subscript or an operator.
    private(set) var extendedWithUnnamedMembers: Set<String> = []
    /// The protocols declared at the top level.
    private(set) var declaredProtocols: Set<String> = []
    /// The protocols top-level extensions conform each extended type to (`RunLoop`:
    /// `Scheduler` for `extension RunLoop: Scheduler`), the names of the clause after `:`.
    private(set) var conformances: [String: Set<String>] = [:]

    /// Keywords after which a top-level declaration's name comes.
    private static let introducers: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "func", "var", "let", "typealias",
    ]

    /// Keywords after which the name of an extension's member comes.
    private static let memberIntroducers: Set<String> = [
        "class", "struct", "enum", "func", "var", "let", "typealias",
    ]

    private let text: [UInt8]
    private var at = 0
    /// How deep in braces the reader is (0: the top level).
    private var depth = 0
    /// The keyword whose name comes next, at the top level (`class`, `extension`) or
    /// directly in a top-level extension (`func`).
    private var pending: String?
    /// The type the top-level extension being read extends; nil outside one.
    private var extending: String?
    /// Where the reader is in the header of a top-level extension (between its type and `{`).
    private var header: ExtensionHeader?

    /// The part of an extension's header being read.
    private enum ExtensionHeader {
        case type, conformances, whereClause
    }

    /// Reads `source`.
    init(_ source: String) {
        text = Array(source.utf8)
        readCode(untilParenthesisCloses: false)
    }

    /// Reads code up to the end, or up to the `)` that closes an interpolation.
    private mutating func readCode(untilParenthesisCloses: Bool) {
        var parentheses = 0
        while at < text.count {
            let c = text[at]
            // Between a keyword and its name only spaces come: `func ==` declares no name.
            if pending != nil, !Self.startsIdentifier(c), c != UInt8(ascii: "`"), !Self.isSpace(c) {
                if depth == 1, let type = extending { extendedWithUnnamedMembers.insert(type) }
                pending = nil
            }
            switch c {
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while at < text.count, text[at] != UInt8(ascii: "\n") { at += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""), UInt8(ascii: "#") where startsString():
                readString()
            case UInt8(ascii: "("):
                parentheses += 1
                at += 1
            case UInt8(ascii: ")"):
                at += 1
                if parentheses == 0, untilParenthesisCloses { return }
                parentheses -= 1
            case UInt8(ascii: "{"):
                if depth == 0 { header = nil }
                depth += 1
                at += 1
            case UInt8(ascii: "}"):
                depth -= 1
                at += 1
                if depth == 0 { extending = nil }
            case UInt8(ascii: "`"):
                at += 1
                let start = at
                while at < text.count, text[at] != UInt8(ascii: "`") { at += 1 }
                word(String(decoding: text[start..<at], as: UTF8.self))
                at += 1
            default:
                if Self.startsIdentifier(c) {
                    let start = at
                    while at < text.count, Self.continuesIdentifier(text[at]) { at += 1 }
                    let name = String(decoding: text[start..<at], as: UTF8.self)
                    // `@MainActor` is Swift's global actor, which needs no file (the one
                    // declaring `MainActor.run` would bring the tasks and the run loop).
                    if name == "MainActor", start > 0, text[start - 1] == UInt8(ascii: "@") { continue }
                    if follows(UInt8(ascii: "."), before: start) { memberUses.insert(name) }
                    word(name)
                } else {
                    if c == UInt8(ascii: ":"), depth == 0, header == .type { header = .conformances }
                    at += 1
                }
            }
        }
    }

    /// Takes an identifier: as a use, and as a declared or extended name after its keyword.
    private mutating func word(_ w: String) {
        identifiers.insert(w)
        if depth == 1, let type = extending {
            if pending == "class", ["func", "var", "let"].contains(w) {
                pending = w  // `class func`, `class var`
            } else if pending != nil {
                pending = nil
                extensionMembers[type, default: []].insert(w)
            } else if Self.memberIntroducers.contains(w) {
                pending = w
            } else if w == "init" || w == "subscript" {
                extendedWithUnnamedMembers.insert(type)
            }
            return
        }
        guard depth == 0 else { return }
        if w == "where", header != nil {
            header = .whereClause
            return
        }
        if header == .conformances, let type = extending {
            conformances[type, default: []].insert(w)
            return
        }
        if let keyword = pending {
            pending = nil
            if keyword == "extension" {
                extended.insert(w)
                extending = w
                header = .type
            } else {
                declared.insert(w)
                if keyword == "protocol" { declaredProtocols.insert(w) }
            }
        } else if Self.introducers.contains(w) || w == "extension" {
            pending = w
        }
    }

    /// Skips a `/* … */` comment, nested ones included.
    private mutating func skipBlockComment() {
        var nesting = 0
        while at < text.count {
            if text[at] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                nesting += 1
                at += 2
            } else if text[at] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                nesting -= 1
                at += 2
                if nesting == 0 { return }
            } else {
                at += 1
            }
        }
    }

    /// Whether a string literal starts here: `"`, or `#`s then `"` (a raw string).
    private func startsString() -> Bool {
        var k = at
        while k < text.count, text[k] == UInt8(ascii: "#") { k += 1 }
        return k < text.count && text[k] == UInt8(ascii: "\"")
    }

    /// Reads a string literal (single-line, multi-line or raw), reading the code of its
    /// interpolations.
    private mutating func readString() {
        var hashes = 0
        while text[at] == UInt8(ascii: "#") { hashes += 1; at += 1 }
        let quotes = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") ? 3 : 1
        at += quotes
        let closing = [UInt8](repeating: UInt8(ascii: "\""), count: quotes) + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
        let escape = [UInt8(ascii: "\\")] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
        while at < text.count {
            if matches(escape) {
                at += escape.count
                if at < text.count, text[at] == UInt8(ascii: "(") {
                    at += 1
                    readCode(untilParenthesisCloses: true)
                } else {
                    at += 1
                }
            } else if matches(closing) {
                at += closing.count
                return
            } else {
                at += 1
            }
        }
    }

    /// Whether the last character before `index` that is not a space is `c`.
    private func follows(_ c: UInt8, before index: Int) -> Bool {
        var k = index - 1
        while k >= 0, Self.isSpace(text[k]) { k -= 1 }
        return k >= 0 && text[k] == c
    }

    private func matches(_ bytes: [UInt8]) -> Bool {
        at + bytes.count <= text.count && text[at..<(at + bytes.count)].elementsEqual(bytes)
    }

    private func peek(_ offset: Int) -> UInt8? {
        at + offset < text.count ? text[at + offset] : nil
    }

    private static func isSpace(_ c: UInt8) -> Bool {
        c == UInt8(ascii: " ") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r")
    }

    private static func startsIdentifier(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c >= 0x80
    }

    private static func continuesIdentifier(_ c: UInt8) -> Bool {
        startsIdentifier(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
    }
}
