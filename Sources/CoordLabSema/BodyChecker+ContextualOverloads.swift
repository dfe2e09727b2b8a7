import SwiftSyntax

/// Standard methods whose overload Swift picks by the static types around the call, where
/// coordlab's run-time values alone would pick another.
///
/// `filter` where Swift calls `Sequence`'s, which gives an Array: on `self` in an extension
/// of `Sequence`, `Collection` and the protocols between them (not `RangeReplaceableCollection`,
/// whose `filter` gives `Self`), and on a value of a generic parameter not constrained to
/// `RangeReplaceableCollection`. The value may be a String, a Set or a Dictionary at run
/// time, whose own `filter` keeps its type (`"abc".filter` is a String); Swift picks the
/// method statically, so `"abc".every(2)` of `extension Collection { func every… { filter … } }`
/// is `["a", "c"]`. The compiler makes such a receiver an Array first.
extension BodyChecker {
    /// The holders of extensions whose `self.filter` is `Sequence`'s.
    static let sequenceFilterHolders = Set(["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
                                            "MutableCollection", "StringProtocol"].map(StandardExtensions.holder))

    /// Notes call `call` of member `name` on a receiver of static type `type` (`receiver`
    /// nil for an implicit `self`) when it is such a `filter`.
    func noteSequenceFilter(_ name: String, receiver: ExprSyntax?, type: SemaType, call: CallArguments?) {
        guard name == "filter", recording, let id = call?.id else { return }
        switch type {
        case .parameter(let p) where !rangeReplaceableParameters.contains(p):
            sequenceFilterCalls.insert(id)
        case .unknown where receiver.map(Self.isSelfReference) ?? true:
            if let selfType, Self.sequenceFilterHolders.contains(selfType) { sequenceFilterCalls.insert(id) }
        default:
            break
        }
    }

    /// Notes call `call` of member `name` when it is `reversed()` where an Array is expected
    /// (`arr = arr.reversed()`, `let r: [T] = xs.reversed()`, an argument or a result of
    /// array type): Swift picks `Sequence`'s, which makes a new Array, over the
    /// `ReversedCollection` view of the array's own storage, whose elements go in the
    /// storage's order when it is freed.
    func noteArrayReversal(_ name: String, call: CallArguments?, expected: SemaType) {
        guard name == "reversed", recording, let call, let id = call.id, call.arguments.isEmpty, case .array = expected else { return }
        arrayReversalCalls.insert(id)
    }

    /// Whether `e` is `self`.
    private static func isSelfReference(_ e: ExprSyntax) -> Bool {
        e.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}

extension Declarations {
    /// The generic parameters of a declaration constrained to `RangeReplaceableCollection`,
    /// in its clause or its `where` clause (alone or in a composition).
    static func rangeReplaceableParameters(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> Set<String> {
        func names(_ t: TypeSyntax) -> Bool {
            if let c = t.as(CompositionTypeSyntax.self) { return c.elements.contains { names($0.type) } }
            let named = t.as(MemberTypeSyntax.self)?.name ?? t.as(IdentifierTypeSyntax.self)?.name
            return named?.bareText == "RangeReplaceableCollection"
        }
        var found = Set<String>()
        for p in clause?.parameters ?? [] where p.inheritedType.map(names) == true { found.insert(p.name.bareText) }
        for r in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let c) = r.requirement, names(c.rightType),
               let n = c.leftType.as(IdentifierTypeSyntax.self)?.name.bareText { found.insert(n) }
        }
        return found
    }
}
