import CoordLabSyntax
import SwiftSyntax

/// Which of a program's declarations are isolated to the main actor, read from their
/// syntax as swiftc infers it: a type marked `@MainActor`, or inheriting from such a class
/// or conforming (in its declaration) to such a protocol, isolates its members (not its
/// `deinit`, nor a member marked `nonisolated`); `@MainActor` on a function, initializer
/// or extension isolates what it marks; a `@main` type's `static func main()` is isolated;
/// an override has the isolation of what it overrides unless marked itself.
///
/// Isolation that comes from a type marked `@preconcurrency @MainActor` (the prelude's
/// `UIResponder`, as UIKit's classes are) isolates code, but in Swift 5 mode swiftc does
/// not enforce it on calls: only the other isolation is enforced.
final class MainActorIsolation {
    /// Types marked `@MainActor` themselves, with whether they are `@preconcurrency` too.
    private var markedTypes: [String: Bool] = [:]
    /// The names each type's declaration inherits from or conforms to.
    private var inherited: [String: [String]] = [:]
    /// Functions and initializers marked themselves, or declared in a marked extension.
    private var markedFunctions: Set<String> = []
    /// Functions and initializers marked `nonisolated`.
    private var nonisolatedFunctions: Set<String> = []
    /// Methods and initializers marked `override`.
    private var overrides: Set<String> = []

    /// Whether the members of the type named `name` are isolated to the main actor.
    func isMainActor(type name: String) -> Bool {
        inherits(name) { _ in true }
    }

    /// Whether swiftc enforces the isolation of the type named `name` on its uses.
    func isEnforced(type name: String) -> Bool {
        inherits(name) { !$0 }
    }

    /// Whether `name` or a type it inherits from is marked, with `counts` true of its mark.
    private func inherits(_ name: String, _ counts: (Bool) -> Bool) -> Bool {
        var seen: Set<String> = []
        func visit(_ n: String) -> Bool {
            if let preconcurrency = markedTypes[n], counts(preconcurrency) { return true }
            guard seen.insert(n).inserted else { return false }
            return inherited[n, default: []].contains(where: visit)
        }
        return visit(name)
    }

    /// Whether `code` runs on the main actor.
    func isIsolated(_ code: FunctionCode) -> Bool {
        isolation(of: code, isMainActor)
    }

    /// Whether a call of `code` from outside the main actor is refused (or needs `await`).
    func isEnforced(_ code: FunctionCode) -> Bool {
        isolation(of: code, isEnforced)
    }

    /// The isolation of `code`, with `typeIsolation` telling a type's.
    private func isolation(of code: FunctionCode, _ typeIsolation: (String) -> Bool) -> Bool {
        let place = Self.key(code.location)
        if nonisolatedFunctions.contains(place) { return false }
        if markedFunctions.contains(place) { return true }
        guard code.kind != .deinitializer, code.kind != .closure, let owner = code.owner else { return false }
        if overrides.contains(place) {
            return (owner as? ClassType)?.superclass.map { typeIsolation($0.name) } ?? false
        }
        return typeIsolation(owner.name)
    }

    /// A declaration's place, as the key of the sets above.
    static func key(_ l: CodeLocation) -> String { "\(l.file):\(l.line):\(l.column)" }

    /// Reads the declarations of `file`; `location` gives a node's place as the compiler does.
    func record(_ file: ParsedSource, location: @escaping (Syntax) -> CodeLocation) {
        guard ["MainActor", "@main", "override"].contains(where: { textContains($0, in: file.text) }) else { return }
        let reader = Reader(viewMode: .sourceAccurate)
        reader.table = self
        reader.location = location
        reader.walk(file.tree)
    }

    /// Whether `attributes` hold `@MainActor`.
    static func marks(_ attributes: AttributeListSyntax) -> Bool {
        has("MainActor", in: attributes)
    }

    /// Whether `attributes` hold the attribute `name`.
    static func has(_ name: String, in attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            if case .attribute(let a) = element { return SwiftAttributes.name(of: a) == name }
            return false
        }
    }

    /// Walks a file, noting each declaration's isolation.
    private final class Reader: SyntaxVisitor {
        unowned var table: MainActorIsolation!
        var location: (Syntax) -> CodeLocation = { _ in .unknown }
        /// For each type declaration or extension around the place being read: whether it
        /// is a `@main` type, and whether it is an extension marked `@MainActor`.
        var scopes: [(isMainType: Bool, isMarkedExtension: Bool)] = []

        /// A type's or extension's members: notes the type's mark and what it inherits.
        override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
            guard let group = node.parent?.asProtocol(DeclGroupSyntax.self) else { return .visitChildren }
            if group.is(ExtensionDeclSyntax.self) {
                scopes.append((false, MainActorIsolation.marks(group.attributes)))
                return .visitChildren
            }
            if let name = node.parent?.asProtocol(NamedDeclSyntax.self)?.name.text {
                if MainActorIsolation.marks(group.attributes) {
                    table.markedTypes[name] = MainActorIsolation.has("preconcurrency", in: group.attributes)
                }
                table.inherited[name, default: []] += group.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            }
            scopes.append((MainActorIsolation.has("main", in: group.attributes), false))
            return .visitChildren
        }

        override func visitPost(_ node: MemberBlockSyntax) {
            if node.parent?.asProtocol(DeclGroupSyntax.self) != nil { scopes.removeLast() }
        }

        /// A closure's functions are its own: nothing in them is a declaration's member.
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private func noteFunction(_ node: some SyntaxProtocol, _ attributes: AttributeListSyntax,
                                  _ modifiers: DeclModifierListSyntax, isStaticMain: Bool = false) {
            let place = MainActorIsolation.key(location(Syntax(node)))
            if modifiers.contains(where: { $0.name.text == "override" }) { table.overrides.insert(place) }
            if modifiers.contains(where: { $0.name.text == "nonisolated" }) {
                table.nonisolatedFunctions.insert(place)
            } else if MainActorIsolation.marks(attributes) || scopes.last?.isMarkedExtension == true || isStaticMain {
                table.markedFunctions.insert(place)
            }
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let isStaticMain = node.name.text == "main" && scopes.last?.isMainType == true
                && node.modifiers.contains { ["static", "class"].contains($0.name.text) }
            noteFunction(node, node.attributes, node.modifiers, isStaticMain: isStaticMain)
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            noteFunction(node, node.attributes, node.modifiers)
            return .skipChildren
        }
    }
}
