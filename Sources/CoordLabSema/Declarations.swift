/// Everything declared that code can name: the prelude's types, earlier inputs', and the
/// program's. A value type, so that a session can keep a copy and roll back to it.
struct Declarations {
    /// Classes, structs, enums and protocols by qualified name.
    var types: [String: NominalDeclaration] = [:]
    /// Generic classes' parameters (`Observable.T`) whose code needs them not to be
    /// Optionals (see `BodyChecker.noteOptionalSensitivity`).
    var optionalSensitiveParameters: Set<String> = []
    /// Generic classes' parameters that a construction was given an Optional argument for.
    var optionalArgumentsMade: Set<String> = []
    /// `typealias` names (top level and nested, qualified) to what they stand for.
    var aliases: [String: SemaType] = [:]
    /// The generic parameters of generic aliases (`typealias Handler<T> = (T) -> Void`), in
    /// order: a use with arguments (`Handler<Int>`) puts them in the parameters' places.
    var aliasParameters: [String: [String]] = [:]
    /// Top-level functions by base name.
    var functions: [String: [FunctionSignature]] = [:]
    /// Top-level variables by name.
    var globals: [String: SemaType] = [:]
    /// The top-level variables declared `T!` (see `BodyChecker.isPlainOptional`).
    var implicitlyUnwrappedGlobals: Set<String> = []
    /// The top-level variables declared with `let` and a value, which may not be changed.
    var constantGlobals: Set<String> = []

    /// The answer to "does type T have member m?".
    enum Lookup {
        /// It has, with these declarations (overloads, several kinds).
        case found([Member])
        /// Certainly not: every declaration that could add it is known.
        case missing
        /// Not known: some supertype is outside what the checker models.
        case unknown

        /// The declarations found; nil when none were.
        var members: [Member]? {
            if case .found(let ms) = self { return ms }
            return nil
        }
    }

    /// Looks member `name` up on the type named `typeName`: its own members and extensions,
    /// then its superclass and protocols (with their extensions), then the members the
    /// standard library gives it.
    func member(_ name: String, of typeName: String) -> Lookup {
        var seen: Set<String> = []
        return member(name, of: typeName, seen: &seen)
    }

    /// The members named `name` that the extensions of a protocol with associated types
    /// declare, where none of their types names an associated type or a generic parameter
    /// (`OptionSet`'s `union(_: Self) -> Self`): typed as any protocol extension's are; nil
    /// where the protocol leaves them to its conformers' types.
    private func associatedTypeFreeExtensionMember(_ name: String, of decl: NominalDeclaration) -> Lookup? {
        guard decl.kind == .protocolType, !decl.requirementNames.contains(name), let found = decl.members[name],
              found.allSatisfy({ m in
                  m.generic == nil
                      && !([m.type] + m.parameters).contains { $0.mentions(decl.associatedTypes) }
              }) else { return nil }
        return .found(found)
    }

    private func member(_ name: String, of typeName: String, seen: inout Set<String>) -> Lookup {
        guard seen.insert(typeName).inserted else { return .missing }
        guard let decl = types[typeName] else {
            guard let standard = StandardProtocols.members[typeName] else { return .unknown }
            if let t = standard[name] { return .found([Member(name: name, kind: .property, isStatic: false, type: t)]) }
            return .missing
        }
        if decl.isOpaque { return associatedTypeFreeExtensionMember(name, of: decl) ?? .unknown }
        if let found = decl.members[name] {
            // An enum's own initializers leave the synthesized `init(rawValue:)` beside them.
            if let implicit = implicitMember(name, of: decl), implicit.kind == .initializer,
               !found.contains(where: { $0.labels == implicit.labels }) {
                return .found(found + [implicit])
            }
            return .found(found + inheritedOverloads(name, besides: found, of: decl, seen: &seen))
        }
        if let implicit = implicitMember(name, of: decl) { return .found([implicit]) }
        var complete = true
        for parent in decl.inherited {
            switch member(name, of: resolvedInheritedName(parent, from: decl), seen: &seen) {
            case .found(let ms): return .found(ms)
            case .unknown: complete = false
            case .missing: break
            }
        }
        return complete ? .missing : .unknown
    }

    /// The methods named `name` that a supertype of `typeName` declares with the labels of one
    /// of the type's own that is no override and takes other parameter types (`tap(_: Int)`
    /// beside a subclass's `tap(_: String)`): Swift sees both, coordlab's runtime finds a
    /// method by its labels and would run the type's own (see `inheritedOverloads`).
    func shadowedInheritedOverloads(_ name: String, of typeName: String) -> [Member] {
        guard let decl = types[typeName], let own = decl.members[name], own.allSatisfy({ $0.kind == .method }) else { return [] }
        // A superclass's: a protocol's requirement is met by the type's own method whatever
        // its associated types make the parameters.
        guard decl.kind == .classType, let superclass = decl.inherited.first.map({ resolvedInheritedName($0, from: decl) }),
              types[superclass]?.kind == .classType else { return [] }
        var seen: Set<String> = [typeName]
        if case .found(let inherited) = member(name, of: superclass, seen: &seen) {
            return inherited.filter { m in
                m.kind == .method && own.contains { o in
                    !o.isOverride && o.isStatic == m.isStatic && o.labels == m.labels && o.parameters != m.parameters
                }
            }
        }
        return []
    }

    /// The methods named `name` that `decl`'s supertypes declare beside `own`, its own methods
    /// of that name: Swift sees every overload (`show(_: () -> String)` of a superclass beside
    /// a subclass's `show(_:animated:)`), and an override or a witness hides only the one it
    /// replaces. One of the same selector is left out too when its parameters differ (the
    /// runtime finds a method by its labels and could not tell the two apart), unless only its
    /// defaults do (a protocol extension's `log(_:level: Int = 0)` beside a type's `log(_:level:)`).
    private func inheritedOverloads(_ name: String, besides own: [Member], of decl: NominalDeclaration,
                                    seen: inout Set<String>) -> [Member] {
        guard !own.isEmpty, own.allSatisfy({ $0.kind == .method }) else { return [] }
        for parent in decl.inherited {
            guard case .found(let inherited) = member(name, of: resolvedInheritedName(parent, from: decl), seen: &seen) else { continue }
            return inherited.filter { m in
                m.kind == .method && !own.contains { o in
                    o.isStatic == m.isStatic && o.labels == m.labels
                        && (o.parameters != m.parameters || o.shapes?.map(\.hasDefault) == m.shapes?.map(\.hasDefault))
                }
            }
        }
        return []
    }

    /// `members`, methods named `name` that a type declares, with the property of that name
    /// a supertype declares when they all take arguments: a `UITableViewController`
    /// subclass's `tableView(_:numberOfRowsInSection:)` beside the inherited `tableView`,
    /// which the name alone means, as in Swift.
    func withInheritedProperty(_ members: [Member], named name: String, of typeName: String) -> [Member] {
        guard !members.isEmpty, members.allSatisfy({ $0.kind == .method && !$0.parameters.isEmpty }) else { return members }
        var seen: Set<String> = [typeName]
        var queue = types[typeName].map { d in d.inherited.map { resolvedInheritedName($0, from: d) } } ?? []
        while !queue.isEmpty {
            let parent = queue.removeFirst()
            guard seen.insert(parent).inserted, let decl = types[parent] else { continue }
            if let property = decl.members[name]?.first(where: { $0.kind == .property && !$0.isStatic }) {
                return members + [property]
            }
            queue += decl.inherited.map { resolvedInheritedName($0, from: decl) }
        }
        return members
    }

    /// Constraints a type may inherit that bring no members (`protocol Subject: AnyObject`,
    /// or its older spelling `protocol Subject: class`).
    static let memberlessConstraints: Set<String> = ["AnyObject", "Sendable", "class"]

    /// Standard protocols whose members are operators alone, which no `.member` names
    /// (`extension Result: Equatable where …` adds no member a value's dot can reach).
    static let operatorOnlyProtocols: Set<String> = ["Equatable"]

    /// Whether every type `typeName` inherits from (superclass, protocols, and theirs) is
    /// one the checker knows whole: declared, and not a standard protocol.
    func inheritsOnlyDeclaredTypes(_ typeName: String) -> Bool {
        var seen: Set<String> = []
        func known(_ t: String) -> Bool {
            if Self.memberlessConstraints.contains(t) || Self.operatorOnlyProtocols.contains(t), types[t] == nil { return true }
            guard seen.insert(t).inserted else { return true }
            // Every inherited name resolved, but an operator-only protocol, which the checker
            // does not declare.
            guard let d = types[t] else { return false }
            let supertypes = d.supertypes.filter { $0 != .unknown }
            guard supertypes.count == d.inherited.filter({ !Self.operatorOnlyProtocols.contains($0) || types[$0] != nil }).count else {
                return false
            }
            return supertypes.allSatisfy { s in s.nominalName.map(known) ?? false }
        }
        return known(typeName)
    }

    /// Whether member `name` of `typeName` is declared exactly once in the type and
    /// everything it inherits, all of which the checker knows: then a call that fits no
    /// declaration of it fits nothing.
    func declaresOnce(_ name: String, in typeName: String) -> Bool {
        // An extension of a standard type adds to members the checker does not list.
        if StandardExtensions.isHolder(typeName) { return false }
        var count = 0
        var seen: Set<String> = []
        func known(_ t: String) -> Bool {
            if Self.memberlessConstraints.contains(t), types[t] == nil { return true }
            guard seen.insert(t).inserted else { return true }
            guard let d = types[t] else { return StandardProtocols.members[t] != nil }
            if d.isOpaque { return false }
            if d.members[name] != nil { count += 1 }
            return d.inherited.allSatisfy { known(resolvedInheritedName($0, from: d)) }
        }
        return known(typeName) && count == 1
    }

    /// The type of instance property `name` of generic type `n`, with the receiver's
    /// generic `arguments` in place of the type's parameters, or (nil, inside the type)
    /// the parameters' constraints; nil when it is not such a property.
    /// A property written without a type (`var items = [T]()`) is not one: its type is its
    /// initial value's (see `BodyChecker.genericPropertyType`).
    func genericPropertyType(_ name: String, of n: String, arguments: [SemaType]?) -> SemaType? {
        guard let decl = types[n], !decl.genericParameters.isEmpty,
              let ms = decl.members[name], ms.count == 1, let t = ms[0].genericType,
              t != .unknown || ms[0].initializer == nil else { return nil }
        return t.substituting(genericBindings(of: decl, arguments: arguments))
    }

    /// What generic type `decl`'s parameters are on a value with generic `arguments`, or
    /// (nil, inside the type) their constraints.
    func genericBindings(of decl: NominalDeclaration, arguments: [SemaType]?) -> [String: SemaType] {
        var bindings = decl.genericConstraints
        if let arguments, arguments.count == decl.genericParameters.count {
            // `VM.Output` for a `VM` bound to a view model: what its associated type is.
            bindings = withAssociatedValues(Dictionary(uniqueKeysWithValues: zip(decl.genericParameters, arguments)))
        }
        for p in decl.genericParameters where bindings[p] == nil { bindings[p] = .unknown }
        return bindings
    }

    /// Members Swift synthesises: an enum's `rawValue` and `init(rawValue:)`, the hash of
    /// an enum without payloads, `allCases` of a `CaseIterable` enum.
    private func implicitMember(_ name: String, of decl: NominalDeclaration) -> Member? {
        guard decl.kind == .enumType else { return nil }
        switch name {
        case "rawValue":
            guard let raw = decl.rawType else { return nil }
            return Member(name: name, kind: .property, isStatic: false, type: raw)
        case "init":
            guard let raw = decl.rawType else { return nil }
            return Member(name: name, kind: .initializer, isStatic: true, type: .optional(.named(decl.name)),
                          labels: ["rawValue"], parameters: [raw])
        case "hashValue" where !decl.hasPayloads: return Member(name: name, kind: .property, isStatic: false, type: .int)
        case "hash" where !decl.hasPayloads: return Member(name: name, kind: .method, isStatic: false, type: .void)
        case "allCases" where decl.inherited.contains("CaseIterable"):
            return Member(name: name, kind: .property, isStatic: true, type: .array(.named(decl.name)))
        default: return nil
        }
    }

    /// The declared type an inheritance-clause name refers to, seen from inside `decl`
    /// (a nested type first, then a top-level one).
    func resolvedInheritedName(_ name: String, from decl: NominalDeclaration) -> String {
        if let nested = decl.nestedTypes[name] { return nested }
        if case .named(let n)? = aliases[name] { return n }
        return name
    }

    /// Whether protocol `proto` has a static member `name` that only an extension declares
    /// (no requirement of it or of a protocol it refines) and that a conforming type
    /// declares again: through a generic parameter Swift reaches the extension's.
    func isShadowedExtensionOnlyStatic(_ name: String, of proto: String) -> Bool {
        isExtensionOnlyStatic(name, of: proto) && types.values.contains { t in
            t.kind != .protocolType && t.members[name]?.contains(where: \.isStatic) == true && inherits(t.name, from: proto)
        }
    }

    /// Whether protocol `proto` has a static member `name` that only an extension declares.
    private func isExtensionOnlyStatic(_ name: String, of proto: String) -> Bool {
        guard let d = types[proto], d.kind == .protocolType,
              d.members[name]?.contains(where: \.isStatic) == true else { return false }
        var seen: Set<String> = []
        var work = [proto]
        while let p = work.popLast() {
            guard seen.insert(p).inserted, let pd = types[p] else { continue }
            if pd.requirementNames.contains(name) { return false }
            work += pd.inherited.map { resolvedInheritedName($0, from: pd) }
        }
        return true
    }

    /// Whether `sub` is `base` or inherits from it (superclasses and protocols).
    func inherits(_ sub: String, from base: String) -> Bool {
        var seen: Set<String> = []
        var work = [sub]
        while let n = work.popLast() {
            if n == base { return true }
            // A standard type's conformances are those the program's extensions add.
            guard seen.insert(n).inserted, let d = types[n] ?? types[StandardExtensions.holder(n)] else { continue }
            work += d.inherited.map { resolvedInheritedName($0, from: d) }
        }
        return false
    }
}

/// The standard library's protocols that programs conform to, with the members each gives
/// a conforming type (by name and type). A protocol not listed here makes a type's members
/// unknown to the checker, so that nothing is refused on a guess.
enum StandardProtocols {
    static let members: [String: [String: SemaType]] = [
        "Equatable": [:], "Comparable": [:], "AnyObject": [:], "Sendable": [:], "Error": ["localizedDescription": .string],
        "Hashable": ["hashValue": .int, "hash": .void],
        "CustomStringConvertible": ["description": .string],
        "CustomDebugStringConvertible": ["debugDescription": .string],
        "CaseIterable": ["allCases": .unknown],
        "Identifiable": ["id": .unknown],
        // `encode(to:)` and `init(from:)` take an encoder or a decoder, which coordlab
        // refuses by name before the checker runs: nothing else comes with these.
        "Codable": [:], "Encodable": [:], "Decodable": [:],
    ]
}
