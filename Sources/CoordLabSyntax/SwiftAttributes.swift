import SwiftSyntax

/// The attributes Swift itself defines that coordlab accepts (most mean nothing to a
/// program's lifetimes: `@objc`, `@IBOutlet`, `@MainActor`); any other attribute on a
/// property names a property wrapper.
public enum SwiftAttributes {
    /// Attributes accepted and otherwise ignored.
    public static let accepted: Set<String> = [
        "discardableResult", "objc", "nonobjc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "MainActor",
        "available", "inline", "inlinable", "frozen", "escaping", "NSCopying", "NSManaged", "usableFromInline",
        "UIApplicationMain", "main", "preconcurrency", "Sendable", "unchecked", "autoclosure",
    ]

    /// Attributes Swift defines that coordlab refuses, with what to call them.
    public static let refused: [String: String] = [
        "resultBuilder": "result builders",
        "dynamicMemberLookup": "dynamic member lookup (@dynamicMemberLookup)",
        "dynamicCallable": "dynamically callable types (@dynamicCallable)",
    ]

    /// Each attribute of `tree` that Swift defines and coordlab refuses, with what to call
    /// it: found wherever it is written (a type, a parameter, a function), before anything
    /// runs, where a declaration's own check would not reach it.
    public static func refusedUses(in tree: some SyntaxProtocol) -> [(AttributeSyntax, String)] {
        guard refused.keys.contains(where: { textContains($0, in: tree.description) }) else { return [] }
        let finder = RefusedAttributes(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// Collects the refused attributes of a tree.
    private final class RefusedAttributes: SyntaxVisitor {
        var found: [(AttributeSyntax, String)] = []
        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if let what = refused[name(of: node)] { found.append((node, what)) }
            return .visitChildren
        }
    }

    /// The name an attribute is written with, without generic arguments (`Published` for
    /// `@Published`, `Clamped` for `@Clamped<Int>(0...9)`).
    public static func name(of a: AttributeSyntax) -> String {
        if let i = a.attributeName.as(IdentifierTypeSyntax.self) { return i.name.text }
        return a.attributeName.trimmedDescription
    }

    /// The attribute of a property that names a property wrapper (`@Published`), if any:
    /// the first attribute Swift does not define.
    public static func wrapper(of v: VariableDeclSyntax) -> AttributeSyntax? {
        for case .attribute(let a) in v.attributes {
            let n = name(of: a)
            if !accepted.contains(n), refused[n] == nil, n != "propertyWrapper" { return a }
        }
        return nil
    }

    /// Whether a type declaration is marked `@propertyWrapper`.
    public static func isPropertyWrapper(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            if case .attribute(let a) = element { return name(of: a) == "propertyWrapper" }
            return false
        }
    }
}
