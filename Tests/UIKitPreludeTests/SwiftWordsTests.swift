import SwiftParser
import SwiftSyntax
import Testing
@testable import UIKitPrelude

/// The words read from a file without parsing it are the ones its syntax has.
@Suite struct SwiftWordsTests {
    @Test func commentsAndStringTextAreNotCode() {
        let words = SwiftWords("""
            // class Commented {}
            /* struct Outer { /* nested */ struct Inner {} } */
            let url = "http://example.com/Timer"; let after = Seen()
            let raw = #"a "quoted" \\(NotCode)"#
            let interpolated = "\\(Label("x \\(Deep())"))"
            let block = \"\"\"
                text NotCode "\\(Inside.value)"
                \"\"\"
            """)
        #expect(words.identifiers.isSuperset(of: ["Seen", "after", "Label", "Deep", "Inside", "value"]))
        #expect(words.identifiers.isDisjoint(with: ["Commented", "Outer", "Inner", "example", "Timer", "NotCode", "quoted"]))
        #expect(words.declared == ["url", "after", "raw", "interpolated", "block"])
    }

    @Test func topLevelDeclarationsAndExtensions() {
        let words = SwiftWords("""
            public final class Screen<Model>: Base { func inner() {} var stored = 0 }
            protocol Routing: AnyObject {}
            enum Route { case home }
            typealias Seconds = Double
            func `default`() {}
            func == (lhs: Route, rhs: Route) -> Bool { true }
            extension Screen: Routing where Model == Int {}
            #if os(iOS)
            struct OnlyOnIOS {}
            #endif
            """)
        #expect(words.declared == ["Screen", "Routing", "Route", "Seconds", "default", "OnlyOnIOS"])
        #expect(words.extended == ["Screen"])
        #expect(words.extensionMembers.isEmpty)
    }

    @Test func membersDeclaredDirectlyInTopLevelExtensions() {
        let words = SwiftWords("""
            extension String {
                func components(separatedBy s: String) -> [String] { let inner = 1; return [] }
                static var empty: String { "" }
                struct Nested { func notMember() {} }
                func == (a: Int, b: Int) {}
            }
            struct After { func alone() {} }
            """)
        #expect(words.extensionMembers == ["String": ["components", "empty", "Nested"]])
        #expect(words.extendedWithUnnamedMembers == ["String"])
        #expect(words.declared == ["After"])
    }

    /// What an extension's header conforms the type to, and the members code cannot name.
    @Test func conformancesAndUnnamedMembersOfExtensions() {
        let words = SwiftWords("""
            protocol Scheduler {}
            extension RunLoop: Scheduler, @unchecked Sendable { class func now() {} }
            extension Array where Element: Scheduler { var first2: Element? { nil } }
            extension Timer { convenience init(seconds: Double) { self.init() } }
            extension Date { subscript(i: Int) -> Int { i } }
            """)
        #expect(words.conformances == ["RunLoop": ["Scheduler", "unchecked", "Sendable"]])
        #expect(words.extensionMembers == ["RunLoop": ["now"], "Array": ["first2"]])
        #expect(words.extendedWithUnnamedMembers == ["Timer", "Date"])
        #expect(words.declaredProtocols == ["Scheduler"])
    }

    /// Every prelude file: the top-level names and extended types its syntax declares (in
    /// every branch of an `#if`), and every identifier its syntax spells.
    @Test(arguments: UIKitPrelude.files.map(\.path)) func readsEachPreludeFileAsItsSyntax(_ path: String) throws {
        let file = try #require(UIKitPrelude.file(atPath: path))
        let words = SwiftWords(file.text)
        let tree = Parser.parse(source: file.text)
        var declared = Set<String>(), extended = Set<String>(), members: [String: Set<String>] = [:]
        var conformances: [String: Set<String>] = [:], unnamed = Set<String>()
        for item in tree.statements {
            for decl in Self.declarations(item.item) {
                if let e = decl.as(ExtensionDeclSyntax.self) {
                    let type = e.extendedType.trimmedDescription.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.description
                    extended.insert(type)
                    members[type, default: []].formUnion(e.memberBlock.members.flatMap { Self.memberNames($0.decl) })
                    let inherited = e.inheritanceClause?.inheritedTypes.flatMap { $0.type.tokens(viewMode: .sourceAccurate).compactMap(Self.identifier) } ?? []
                    if !inherited.isEmpty { conformances[type, default: []].formUnion(inherited) }
                    if e.memberBlock.members.contains(where: { Self.isUnnamed($0.decl) }) { unnamed.insert(type) }
                } else if let d = decl.asProtocol(NamedDeclSyntax.self) {
                    declared.insert(d.name.text)
                } else if let v = decl.as(VariableDeclSyntax.self) {
                    for b in v.bindings { if let p = b.pattern.as(IdentifierPatternSyntax.self) { declared.insert(p.identifier.text) } }
                }
            }
        }
        #expect(words.declared == declared)
        #expect(words.extended == extended)
        #expect(words.extensionMembers.filter { !$0.value.isEmpty } == members.filter { !$0.value.isEmpty })
        #expect(words.conformances == conformances)
        #expect(words.extendedWithUnnamedMembers == unnamed)
        let identifiers = Set(tree.tokens(viewMode: .sourceAccurate).compactMap { t -> String? in
            // `@MainActor` is Swift's own attribute, no use of a name.
            if t.text == "MainActor", t.previousToken(viewMode: .sourceAccurate)?.tokenKind == .atSign { return nil }
            if case .identifier(let name) = t.tokenKind { return name.trimmingBackticks }
            return nil
        })
        #expect(identifiers.subtracting(words.identifiers).isEmpty)
        let memberUses = Set(tree.tokens(viewMode: .sourceAccurate).compactMap { t -> String? in
            t.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period ? Self.identifier(t) : nil
        })
        #expect(memberUses.subtracting(words.memberUses).isEmpty)
    }

    /// The functions, properties, nested types and type aliases a member declaration names.
    private static func memberNames(_ decl: DeclSyntax) -> [String] {
        if let f = decl.as(FunctionDeclSyntax.self), case .identifier(let name) = f.name.tokenKind { return [name.trimmingBackticks] }
        if decl.is(FunctionDeclSyntax.self) { return [] }
        if let d = decl.asProtocol(NamedDeclSyntax.self) { return [d.name.text] }
        guard let v = decl.as(VariableDeclSyntax.self) else { return [] }
        return v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    /// Whether a member is one code reaches without spelling its name: an initializer, a
    /// subscript or an operator.
    private static func isUnnamed(_ decl: DeclSyntax) -> Bool {
        if decl.is(InitializerDeclSyntax.self) || decl.is(SubscriptDeclSyntax.self) { return true }
        if let f = decl.as(FunctionDeclSyntax.self), case .binaryOperator = f.name.tokenKind { return true }
        return false
    }

    /// The name an identifier token spells, if it is one.
    private static func identifier(_ token: TokenSyntax) -> String? {
        if case .identifier(let name) = token.tokenKind { return name.trimmingBackticks }
        return nil
    }

    /// The declarations of a top-level item, those inside `#if` blocks included.
    private static func declarations(_ item: CodeBlockItemSyntax.Item) -> [DeclSyntax] {
        guard let decl = item.as(DeclSyntax.self) else { return [] }
        guard let conditional = decl.as(IfConfigDeclSyntax.self) else { return [decl] }
        return conditional.clauses.flatMap { clause -> [DeclSyntax] in
            guard case .statements(let items)? = clause.elements else { return [] }
            return items.flatMap { declarations($0.item) }
        }
    }
}

private extension String {
    /// The name an identifier token spells (`default` for `` `default` ``).
    var trimmingBackticks: String { hasPrefix("`") ? String(dropFirst().dropLast()) : self }
}
