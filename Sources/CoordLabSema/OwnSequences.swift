import SwiftSyntax

/// A program's own types that conform to `Sequence` (`struct Countdown: Sequence,
/// IteratorProtocol`, `struct Bag: Sequence { func makeIterator() -> BagIterator }`): the
/// elements they give, typed from their iterator's `next()`, and the standard members
/// they have, typed as an array of those elements has them.
public enum OwnSequences {
    /// The standard protocols a program's type may conform to.
    public static let modelled: Set<String> = [
        "Sequence", "IteratorProtocol", "Collection", "BidirectionalCollection", "RandomAccessCollection",
    ]

    /// The stand-in protocol a conformance to a standard protocol adds (`IteratorProtocol`
    /// needs none: its `next()` is all coordlab asks of an iterator).
    public static let standIns: [String: String] = [
        "Sequence": "__CoordlabSequence", "Collection": "__CoordlabCollection",
        "BidirectionalCollection": "__CoordlabBidirectionalCollection",
        "RandomAccessCollection": "__CoordlabBidirectionalCollection",
    ]

    /// The standard kind (see `StandardExtensions.conformances`) of a program's own
    /// sequence: it has the members of the program's `extension Sequence`.
    public static let kind = "(program's sequence)"

    /// The elements an array's iterator (`IndexingIterator<[Page]>`) gives; nil for another type.
    static func arrayIteratorElement(_ t: SemaType) -> SemaType? {
        guard case .generic("IndexingIterator", let args) = t, case .array(let element)? = args.first else { return nil }
        return element
    }

    /// The `Sequence` members coordlab gives a program's sequence (`Swift/Sequence.swift`).
    public static let members: Set<String> = [
        "map", "filter", "compactMap", "flatMap", "reduce", "forEach", "first", "contains", "allSatisfy",
        "min", "max", "sorted", "joined", "enumerated", "prefix", "reversed", "dropLast", "suffix",
    ]

    /// The instance members Swift's `Sequence` has (those coordlab does not give a program's
    /// sequence are refused as unsupported; any other name is missing, in swiftc's words).
    public static let sequenceMembers: Set<String> = members.union([
        "underestimatedCount", "reversed", "split", "dropFirst", "dropLast", "suffix", "drop", "starts",
        "elementsEqual", "lexicographicallyPrecedes", "lazy", "shuffled", "withContiguousStorageIfAvailable",
        "count", "publisher",
    ])

    /// The forms of `members` that are called with other labels than Array's, or that a
    /// sequence lacks (`first` without a closure is a Collection's).
    static let collectionOnlyForms: [String: [String?]] = ["first": []]

    /// The members whose result is a lazy wrapper in Swift (`PrefixSequence<Fibonacci>`),
    /// which coordlab makes an array of: iterating it agrees, printing or keeping it would not.
    public static let wrapperMembers: Set<String> = ["prefix", "enumerated"]
}

extension Declarations {
    /// Whether the program's type `n` declares that it conforms to `Sequence`.
    func isOwnSequence(_ n: String) -> Bool {
        types[n]?.inherited.contains { $0 == "Sequence" || OwnCollections.protocols.contains($0) } == true
    }

    /// The elements a value of type `t` gives when `t` is a program's own sequence
    /// (unknown when its iterator's `next()` cannot be read); nil for any other type.
    func ownSequenceElement(of t: SemaType) -> SemaType? {
        if case .generic(OwnCollections.indicesType, _) = t { return ownCollectionTypes(of: t)?.element }
        guard let n = t.nominalName, isOwnSequence(n), let decl = types[n] else { return nil }
        let madeIterator = instanceMethod("makeIterator", of: n).map { resultType(of: $0).substituting(genericBindings(of: t)) }
        if madeIterator == nil, let collection = ownCollectionTypes(of: t) { return collection.element }
        let iterator = madeIterator ?? t
        if let element = OwnSequences.arrayIteratorElement(iterator) { return element }
        guard let itn = iterator.nominalName, let next = instanceMethod("next", of: itn),
              case .optional(let element) = resultType(of: next).substituting(genericBindings(of: iterator)) else { return .unknown }
        return element
    }

    /// The instance method `name` type `n` declares (the first, if several).
    private func instanceMethod(_ name: String, of n: String) -> Member? {
        types[n]?.members[name]?.first { $0.kind == .method && !$0.isStatic }
    }

    /// A method's result, with a generic type's parameters kept by name.
    private func resultType(of m: Member) -> SemaType { m.symbolic?.result ?? m.type }

    /// The generic arguments of `t` by the parameters of its declared type.
    func genericBindings(of t: SemaType) -> [String: SemaType] {
        guard case .generic(let n, let args) = t, let params = types[n]?.genericParameters else { return [:] }
        return Dictionary(zip(params, args), uniquingKeysWith: { a, _ in a })
    }
}

extension BodyChecker {
    /// Member `name` of `base`, a program's own sequence, when it is a standard
    /// `Sequence` member the type does not declare itself: typed as an array of its elements
    /// has it, or refused when coordlab does not give it to a sequence. Nil otherwise.
    func ownSequenceMember(_ name: String, of base: SemaType, at node: some SyntaxProtocol, call: CallArguments?) -> SemaType? {
        guard let n = base.nominalName, let element = declarations.ownSequenceElement(of: base),
              declarations.types[n]?.members[name] == nil, name != "makeIterator" else { return nil }
        if case .found = declarations.member(name, of: n) { return nil }
        if let t = sequenceExtensionMember(name, of: base, call: call) { return t }
        if let t = ownCollectionMember(name, of: base, at: node, call: call) { return t }
        let labels = call?.arguments.map(\.label) ?? []
        if OwnSequences.members.contains(name), call != nil, OwnSequences.collectionOnlyForms[name] != labels {
            let t = standardMember(name, of: .array(element), at: node, call: call)
            if case .slice(let e) = t { return .array(e) }
            return t
        }
        if OwnSequences.sequenceMembers.contains(name), OwnSequences.collectionOnlyForms[name] != labels {
            unsupported("'\(name)' of a program's own sequence ('\(base)')", at: node)
            typeArguments(call, parameters: nil)
            return .unknown
        }
        error("value of type '\(base)' has no member '\(name)'", at: node)
        typeArguments(call, parameters: nil)
        return .unknown
    }

    /// Member `name` that the program's `extension Sequence` (or `extension Collection`) gives `base`, a program's own
    /// sequence; nil when it gives none.
    private func sequenceExtensionMember(_ name: String, of base: SemaType, call: CallArguments?) -> SemaType? {
        let isCollection = base.nominalName.map(declarations.isOwnCollection) == true
        let kind = isCollection ? OwnCollections.kind : OwnSequences.kind
        for holder in StandardExtensions.conformances[kind, default: []].map(StandardExtensions.holder) {
            guard let ms = declarations.types[holder]?.members[name]?.filter({ !$0.isStatic }), !ms.isEmpty else { continue }
            let t = call.map { callResult(ms, owner: holder, call: $0) } ?? valueType(of: ms, owner: holder)
            return t.replacingHolder(holder, with: base)
        }
        return nil
    }
}

extension TypeChecker {
    /// The elements of the program's sequence type `name` when they are Optionals (a
    /// `makeIterator()` giving an `IndexingIterator<[Int?]>`, a `next() -> Int??`), which
    /// coordlab's iteration cannot tell from the sequence's end; nil otherwise.
    public func optionalSequenceElement(of name: String) -> SemaType? {
        guard let element = declarations.ownSequenceElement(of: .named(name)), element.isOptional else { return nil }
        return element
    }
}
