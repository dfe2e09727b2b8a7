/// Members a framework's real type has that the prelude's stand-in for it lacks, by type:
/// a use is refused as something coordlab does not support yet, where swiftc's "has no
/// member" (true of the stand-in) would tell the user their Swift is wrong.
enum FrameworkMembers {
    /// By the stand-in's name, Foundation's or UIKit's members it lacks.
    static let lacking: [String: Set<String>] = [
        "CharacterSet": [
            "alphanumerics", "capitalizedLetters", "controlCharacters", "decimalDigits", "decomposables",
            "illegalCharacters", "letters", "lowercaseLetters", "nonBaseCharacters", "symbols", "uppercaseLetters",
            "urlFragmentAllowed", "urlHostAllowed", "urlPasswordAllowed", "urlPathAllowed", "urlQueryAllowed",
            "urlUserAllowed", "contains", "insert", "remove", "union", "formUnion", "intersection",
            "formIntersection", "subtracting", "subtract", "symmetricDifference", "isSubset", "isSuperset",
            "isEmpty", "hasMember", "bitmapRepresentation",
        ],
    ]

    /// Whether the framework's type `n`, as the prelude declares it (`decl`), lacks `name`.
    static func lacks(_ name: String, of n: String, declaredBy decl: NominalDeclaration?) -> Bool {
        decl?.isFramework == true && lacking[n]?.contains(name) == true
    }
}
