/// Members a framework's real type has that the prelude's stand-in for it lacks, by type:
/// a use is refused as something coordlab does not support yet, where swiftc's "has no
/// member" (true of the stand-in) would tell the user their Swift is wrong.
public enum FrameworkMembers {
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
        // The prelude's `Date` counts virtual seconds from the program's start, and has no
        // calendar time.
        "Date": [
            "timeIntervalSince1970", "timeIntervalSinceReferenceDate", "distantPast", "distantFuture", "now",
            "description", "formatted", "addTimeInterval", "advanced", "distance", "ISO8601Format",
        ],
    ]

    /// Whether UIKit's type `standIn` has `name` where the prelude's stand-in for it lacks it.
    public static func uiKitLacks(_ name: String, ofStandIn standIn: String) -> Bool {
        uiKit[standIn]?.contains(name) == true
    }

    /// Whether the framework's type `n`, or the framework superclass a program's class
    /// inherits from, lacks `name` (a `UIViewController` subclass's `hidesBottomBarWhenPushed`).
    /// The stand-in's name is given, for the message.
    static func standInLacking(_ name: String, of n: String, in declarations: Declarations) -> String? {
        var seen: Set<String> = []
        var current: String? = n
        while let t = current, seen.insert(t).inserted, let decl = declarations.types[t] {
            if decl.isFramework, lacking[t]?.contains(name) == true || uiKit[t]?.contains(name) == true { return t }
            current = decl.kind == .classType ? decl.inherited.first.map { declarations.resolvedInheritedName($0, from: decl) } : nil
        }
        return nil
    }
}
