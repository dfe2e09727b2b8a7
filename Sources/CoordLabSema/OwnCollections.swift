import SwiftSyntax

/// A program's own types that conform to `Collection` (`struct Shelf: Collection` with
/// `startIndex`, `endIndex`, `subscript(position:)` and `index(after:)`): their elements are
/// what the subscript gives, their indices what `startIndex` is, and the members Swift's
/// `Collection` gives them (`Swift/Collection.swift`) are typed from those.
public enum OwnCollections {
    /// The standard kind (see `StandardExtensions.conformances`) of a program's own
    /// collection: it has the members of the program's `extension Collection` and `extension Sequence`.
    public static let kind = "(program's collection)"

    /// The type of a program's collection's `indices` (`Swift/Collection.swift`): a sequence of its indices.
    public static let indicesType = "DefaultIndices"

    /// The members a bare name inside an extension of a program's protocol refining
    /// `Sequence` or `Collection` may be (`count` there is `self.count`).
    public static let implicitSelfMembers: Set<String> = OwnSequences.sequenceMembers.union([
        "isEmpty", "indices", "firstIndex", "last", "lastIndex", "startIndex", "endIndex", "index", "makeIterator",
    ])

    /// The collection protocols a program's type may conform to.
    static let protocols: Set<String> = ["Collection", "BidirectionalCollection", "RandomAccessCollection"]

    /// The members coordlab gives a program's `BidirectionalCollection` beyond a `Collection`'s.
    static let bidirectionalMembers: Set<String> = ["last", "lastIndex"]

    /// The instance members Swift's `Collection` and `BidirectionalCollection` have that
    /// coordlab does not give a program's collection (refused as unsupported): among them
    /// those that give a `Slice<Self>` (`dropLast`, `suffix`), where a sequence's give an array.
    static let refused: Set<String> = [
        "last", "lastIndex", "index", "formIndex", "distance", "randomElement", "popFirst", "popLast", "removeFirst",
        "removeLast", "partition", "swapAt", "dropFirst", "dropLast", "suffix", "split",
    ]
}

extension Declarations {
    /// Whether the program's type `n` declares that it conforms to `Collection`.
    func isOwnCollection(_ n: String) -> Bool { types[n]?.inherited.contains(where: OwnCollections.protocols.contains) == true }

    /// Whether the program's type `n` declares that it conforms to `BidirectionalCollection`
    /// or `RandomAccessCollection` (it has `last` and `lastIndex`).
    func isOwnBidirectionalCollection(_ n: String) -> Bool {
        types[n]?.inherited.contains { $0 != "Collection" && OwnCollections.protocols.contains($0) } == true
    }

    /// The elements and index of `t` when it is a program's own collection: the result of its
    /// subscript and the type of its `startIndex`; nil for any other type.
    func ownCollectionTypes(of t: SemaType) -> (element: SemaType, index: SemaType)? {
        if case .generic(OwnCollections.indicesType, let args) = t, let base = args.first {
            return ownCollectionTypes(of: base).map { ($0.index, $0.index) }
        }
        guard let n = t.nominalName, isOwnCollection(n), let decl = types[n] else { return nil }
        let bindings = genericBindings(of: t)
        let element = decl.members["subscript"]?.first.map { ($0.genericType ?? $0.type).substituting(bindings) }
        let index = decl.members["startIndex"]?.first.map { ($0.genericType ?? $0.type).substituting(bindings) }
        return (element ?? .unknown, index ?? .unknown)
    }
}

extension BodyChecker {
    /// Member `name` of `base`, a program's own collection, that Swift's `Collection` gives
    /// it; nil when `name` is not one of those.
    func ownCollectionMember(_ name: String, of base: SemaType, at node: some SyntaxProtocol, call: CallArguments?) -> SemaType? {
        guard base.nominalName != OwnCollections.indicesType,
              let (element, index) = declarations.ownCollectionTypes(of: base) else { return nil }
        let bidirectional = base.nominalName.map(declarations.isOwnBidirectionalCollection) == true
        // A bidirectional collection's `reversed()` is a lazy `ReversedCollection` in Swift.
        if OwnCollections.refused.contains(name) && !(bidirectional && OwnCollections.bidirectionalMembers.contains(name))
            || bidirectional && name == "reversed" {
            unsupported("'\(name)' of a program's own collection ('\(base)')", at: node)
            typeArguments(call, parameters: nil)
            return .unknown
        }
        switch (name, call) {
        case ("count", nil): return .named("Int")
        case ("isEmpty", nil): return .named("Bool")
        case ("first", nil): return .optional(element)
        case ("indices", nil): return .generic(OwnCollections.indicesType, [base])
        case ("last", nil): return .optional(element)
        case ("firstIndex", let call?), ("lastIndex", let call?):
            _ = standardMember(name, of: .array(element), at: node, call: call)
            return .optional(index)
        default: return nil
        }
    }
}

extension TypeChecker {
    /// The elements of the program's collection type `name` when they are Optionals
    /// (`subscript(position: Int) -> Box?`), which coordlab's indexing iterator cannot tell
    /// from its end; nil otherwise.
    public func optionalCollectionElement(of name: String) -> SemaType? {
        guard let element = declarations.ownCollectionTypes(of: .named(name))?.element, element.isOptional else { return nil }
        return element
    }
}
