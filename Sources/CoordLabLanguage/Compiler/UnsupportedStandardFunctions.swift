import CoordLabSyntax

/// Global functions of Swift's standard library that coordlab does not run yet. A call of
/// one the program does not declare itself is refused in words that say coordlab lacks it:
/// "cannot find 'readLine' in scope" would tell the user their Swift is wrong.
enum UnsupportedStandardFunctions {
    /// The functions, each with what it is for.
    static let functions: [String: String] = [
        "readLine": "reading standard input",
        "numericCast": "converting between integer types",
        "unsafeBitCast": "reinterpreting memory", "unsafeDowncast": "unchecked casts",
        "withUnsafePointer": "pointers", "withUnsafeMutablePointer": "pointers",
        "withUnsafeBytes": "pointers", "withUnsafeMutableBytes": "pointers",
        "withVaList": "C variadic arguments", "getVaList": "C variadic arguments",
        "withoutActuallyEscaping": "escaping a non-escaping closure",
    ]

    /// The refusal of `name` where it is not found, if it is one of those functions.
    static func notFound(_ name: String, at l: CodeLocation) -> CompileError? {
        guard let purpose = functions[name] else { return nil }
        return CompileError.unsupported("the standard library's '\(name)' (\(purpose))", at: l)
    }
}
