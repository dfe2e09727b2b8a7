import CoordLabLanguage
import Foundation
import SwiftParser
import SwiftSyntax

/// The Swift of a session made into Swift that `swiftc` on Linux compiles beside the
/// prelude, changed on the syntax tree and otherwise left as typed:
///
/// - Imports become comments. coordlab ignores them and Linux has no UIKit or Combine;
///   `needsFoundation` says when the program needs Foundation anyway (`CGFloat`, which
///   UIKit brings in on iOS and Foundation on Linux), for one `import Foundation` at the top.
/// - Declaration attributes are dropped (the declaration stays), except `@discardableResult`
///   on functions, `@available` for Apple platforms, and property wrappers (`@Published`,
///   `@propertyWrapper`), which the prelude and the program declare. coordlab gives the
///   others no meaning, and swiftc on Linux refuses many: `@objc` ("Objective-C interoperability is
///   disabled"), `@IBOutlet`, `@NSManaged`, `@main` beside top-level code, `@MainActor` calls
///   from nonisolated code, `@available(*, unavailable)` on something called.
/// - `#selector(m)` becomes `Selector("m")`, the prelude's stand-in for a selector.
/// - `lazy` is dropped from top-level variables ("'lazy' cannot be used on an already-lazy
///   global"). coordlab, like swiftc's `main.swift`, initializes them in order as the
///   top-level code runs, so nothing is created or released at another time.
enum LinuxSwift {
    /// The translated text, and whether it needs `import Foundation`.
    struct Translation: Equatable {
        /// The Swift, with the changes above and the rest byte for byte as it was.
        var text: String
        /// Whether it uses a name only Foundation declares on Linux.
        var needsFoundation: Bool
    }

    /// Names coordlab knows that, on Linux, only Foundation declares (the prelude does not).
    static let foundationNames: Set<String> = ["CGFloat"]

    /// Apple platforms: `@available` for one of them means nothing on Linux, so it is kept.
    static let applePlatforms: Set<String> = [
        "iOS", "macOS", "OSX", "macCatalyst", "tvOS", "watchOS", "visionOS", "driverkit",
        "iOSApplicationExtension", "macOSApplicationExtension", "OSXApplicationExtension",
        "macCatalystApplicationExtension", "tvOSApplicationExtension", "watchOSApplicationExtension",
        "visionOSApplicationExtension",
    ]

    /// `source` (one input's Swift) translated.
    static func translate(_ source: String) -> Translation {
        let tree = Parser.parse(source: source)
        let needsFoundation = tree.tokens(viewMode: .sourceAccurate).contains {
            if case .identifier(let name) = $0.tokenKind { return foundationNames.contains(name) }
            return false
        }
        return Translation(text: LinuxSwiftRewriter().rewrite(tree, detach: true).description, needsFoundation: needsFoundation)
    }

    /// Whether swiftc on Linux gets `attribute` of `decl` as written.
    static func keeps(_ attribute: AttributeSyntax, of decl: DeclSyntax) -> Bool {
        switch attribute.attributeName.trimmedDescription {
        case "discardableResult":
            return decl.is(FunctionDeclSyntax.self) || decl.is(InitializerDeclSyntax.self)
        case "available":
            let platform = attribute.arguments?.firstToken(viewMode: .sourceAccurate)?.text ?? ""
            return applePlatforms.contains(platform)
        case "propertyWrapper":
            return true
        default:
            // A property wrapper (`@Published`, a program's own) is Swift on every platform.
            let name = SwiftAttributes.name(of: attribute)
            return !SwiftAttributes.accepted.contains(name) && SwiftAttributes.refused[name] == nil
        }
    }

    /// `trivia` from its first comment on (nothing when it has no comment), so that a
    /// comment beside a removed attribute is not lost.
    static func comments(in trivia: Trivia) -> Trivia {
        guard let first = trivia.pieces.firstIndex(where: \.isComment) else { return [] }
        return Trivia(pieces: trivia.pieces[first...])
    }
}

/// Does the work of `LinuxSwift.translate`: imports to comments, attributes and top-level
/// `lazy` removed, keeping every line break, indentation and comment around them.
final class LinuxSwiftRewriter: SyntaxRewriter {
    /// Comments out the top-level imports: each becomes a `//` line where it stood.
    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        let visited = super.visit(node)
        var items: [CodeBlockItemSyntax] = []
        var carried: Trivia = []
        for item in visited.statements {
            guard let i = item.item.as(ImportDeclSyntax.self) else {
                var kept = item
                if !carried.isEmpty {
                    // The comment ends its line: what followed the import on it starts a new one.
                    if !kept.leadingTrivia.contains(where: \.isNewline) {
                        carried = Trivia(pieces: carried.pieces.reversed().drop { $0.isSpaceOrTab }.reversed()) + .newline
                    }
                    kept.leadingTrivia = carried + kept.leadingTrivia
                }
                carried = []
                items.append(kept)
                continue
            }
            carried += i.leadingTrivia + [.lineComment("// " + Self.commentText(i))] + item.trailingTrivia
        }
        var result = visited
        result.statements = CodeBlockItemListSyntax(items)
        if !carried.isEmpty { result.endOfFileToken.leadingTrivia = carried + result.endOfFileToken.leadingTrivia }
        return result
    }

    /// An import as one comment line: `import UIKit  (UIKit.swift stands in for it)`.
    static func commentText(_ i: ImportDeclSyntax) -> String {
        let text = i.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        let module = i.path.first?.name.text
        return text + (module == "UIKit" ? "  (UIKit.swift stands in for it)" : "  (coordlab ignores imports)")
    }

    /// Removes the attributes swiftc on Linux may refuse from every declaration, and `lazy`
    /// from top-level variables; then goes on into the declaration's members.
    override func visitAny(_ node: Syntax) -> Syntax? {
        guard let decl = node.as(DeclSyntax.self), !decl.is(ImportDeclSyntax.self),
              let withAttributes = decl.asProtocol(WithAttributesSyntax.self) else { return nil }
        let dropped = Array(withAttributes.attributes).filter { element in
            guard case .attribute(let a) = element else { return false }
            return !LinuxSwift.keeps(a, of: decl)
        }
        let topLevelLazy = decl.is(VariableDeclSyntax.self) && Self.isTopLevel(decl)
            ? Array(decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []).filter { $0.name.tokenKind == .keyword(.lazy) }
            : []
        guard !dropped.isEmpty || !topLevelLazy.isEmpty else { return nil }

        // The first token may be one that goes: its leading trivia (the line break and
        // indentation before the declaration) then moves to the token that comes first now.
        let start = decl.positionAfterSkippingLeadingTrivia
        let removed = dropped.map(Syntax.init) + topLevelLazy.map(Syntax.init)
        let firstGoes = removed.contains { $0.positionAfterSkippingLeadingTrivia == start }
        var changed = withAttributes
        let modifiers = (decl.asProtocol(WithModifiersSyntax.self)?.modifiers).map { list in
            DeclModifierListSyntax(Array(list).filter { m in !topLevelLazy.contains { $0.id == m.id } })
        }
        changed.attributes = AttributeListSyntax(Array(withAttributes.attributes).filter { e in !dropped.contains { $0.id == e.id } })
        if let modifiers, var withModifiers = changed as? any WithModifiersSyntax {
            withModifiers.modifiers = modifiers
            changed = withModifiers as! any WithAttributesSyntax
        }
        if firstGoes {
            let removedTrivia = removed.reduce(Trivia()) { $0 + $1.trailingTrivia }
            changed.leadingTrivia = decl.leadingTrivia + LinuxSwift.comments(in: removedTrivia + changed.leadingTrivia)
        }
        // Nothing is left to remove at this node, so rewriting it visits only its members.
        return rewrite(changed, detach: true)
    }

    /// `#selector(m)` becomes `Selector("m")`, the prelude's stand-in: swiftc on Linux has
    /// no Objective-C runtime to make a selector.
    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard let name = SelectorExpression.methodName(node) else { return super.visit(node) }
        var parser = Parser("Selector(\"\(name)\")")
        return ExprSyntax.parse(from: &parser)
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// Whether `decl` is an item of the file itself (a global), not a member or a local.
    static func isTopLevel(_ decl: DeclSyntax) -> Bool {
        decl.parent?.is(CodeBlockItemSyntax.self) == true && decl.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }
}
