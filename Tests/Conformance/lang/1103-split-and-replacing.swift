// split(separator:maxSplits:omittingEmptySubsequences:) by a character or a string, and replacing(_:with:), in a log parser (empty fields kept, limits, no matches)
struct LogLine {
    let level: String
    let fields: [String]

    init(_ line: String) {
        let parts = line.split(separator: " ", maxSplits: 1)
        level = parts.isEmpty ? "" : String(parts[0])
        fields = parts.count > 1 ? parts[1].split(separator: "|", omittingEmptySubsequences: false).map(String.init) : []
    }
}

for line in ["INFO user|login||ok", "WARN  disk|", "ERROR", ""] {
    let l = LogLine(line)
    print(l.level, l.fields, l.fields.count)
}
let separator = "::"
print("a::b::::c".split(separator: separator), "a::b::::c".split(separator: separator, omittingEmptySubsequences: false))
print("a::b::c".split(separator: separator, maxSplits: 1), "x".split(separator: "", omittingEmptySubsequences: false))
print("2026-11-26".replacing("-", with: "/"), "aaaa".replacing("aa", with: "b"), "none".replacing("z", with: "y"))
let template = "Hello, NAME! Bye, NAME."
print(template.replacing("NAME", with: "Ada"), "cafe\u{301}".replacing("é", with: "E"))
