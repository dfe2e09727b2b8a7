/// Extensions a program writes on standard types and protocols (`extension Array where
/// Element: Coordinator { … }`, `extension String { var isBlank: Bool { … } }`).
///
/// Their members are kept as the members of a holder type whose name no program can
/// declare (`Swift.Array`), so the checker and the compiler treat them as any type's
/// members; a value of a standard type finds them through `holders(for:)`, most specific
/// first, before the standard library's own members (a member a program declares shadows
/// the library's, as in Swift). An Optional's are found by the receiver's static type
/// alone (coordlab keeps an Optional as its value or nil), so the compiler calls them
/// directly.
public enum StandardExtensions {
    /// The standard types and protocols a program may extend.
    public static let extendable = Set<String>([
        "Array", "Dictionary", "Set", "String", "Int", "Double", "Bool", "Optional",
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "StringProtocol", "BinaryInteger", "Numeric", "FloatingPoint",
    ] + SizedInteger.allCases.map(\.name))

    /// The holder that keeps the members of extensions of `name`.
    public static func holder(_ name: String) -> String { "Swift." + name }

    /// Whether `name` is a holder's name.
    public static func isHolder(_ name: String) -> Bool { name.hasPrefix("Swift.") }

    /// The extended types whose members a value of each standard kind has, most specific
    /// first: the type itself, then the protocols it conforms to.
    public static let conformances: [String: [String]] = [
        "Array": ["Array", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
                  "BidirectionalCollection", "Collection", "Sequence"],
        "ArraySlice": ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
                       "BidirectionalCollection", "Collection", "Sequence"],
        "Dictionary": ["Dictionary", "Collection", "Sequence"],
        "Set": ["Set", "Collection", "Sequence"],
        "String": ["String", "StringProtocol", "RangeReplaceableCollection", "BidirectionalCollection",
                   "Collection", "Sequence"],
        "Substring": ["StringProtocol", "BidirectionalCollection", "Collection", "Sequence"],
        "Int": ["Int", "BinaryInteger", "Numeric"],
        "Double": ["Double", "FloatingPoint", "Numeric"],
        "Bool": ["Bool"],
        "Optional": ["Optional"],
        "Range": ["RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence"],
        "ClosedRange": ["RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence"],
        OwnSequences.kind: ["Sequence"],
        OwnCollections.kind: ["Collection", "Sequence"],
    ].merging(SizedInteger.allCases.map { ($0.name, [$0.name, "BinaryInteger", "Numeric"]) }) { a, _ in a }

    /// Whether the standard library gives `member` to `self` inside an extension of
    /// `extended` (`count` in `extension Array`, `isEmpty` in `extension Collection`): the
    /// member of some standard type that `extended` is or that conforms to it.
    public static func standardLibraryGives(_ member: String, inExtensionOf extended: String) -> Bool {
        conformances.contains { kind, extendedTypes in
            extendedTypes.contains(extended) && StandardLibraryMembers.byType[kind]?.contains(member) == true
        }
    }

    /// The standard kind (a key of `conformances`) of a value of static type `t`, if it has one.
    static func kind(of t: SemaType) -> String? {
        switch t {
        case .optional: return "Optional"
        case .array: return "Array"
        case .slice: return "ArraySlice"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .named(let n) where ["String", "Substring", "Int", "Double", "Bool"].contains(n) || SizedInteger.named(n) != nil: return n
        case .generic(let n, _) where StandardMembers.rangeTypes.contains(n): return n
        default: return nil
        }
    }

    /// The holders whose members a value of static type `t` has, most specific first.
    static func holders(for t: SemaType) -> [String] {
        guard let k = kind(of: t) else { return [] }
        return conformances[k, default: []].map(holder)
    }

    /// The holders where a value of static type `t` finds `member`, most specific first: a
    /// Substring finds Foundation's `StringProtocol` methods (`trimmingCharacters(in:)`,
    /// `components(separatedBy:)`) on String's holder, where the prelude declares them,
    /// since coordlab keeps a Substring as a String.
    static func holders(for t: SemaType, member: String) -> [String] {
        let own = holders(for: t)
        guard t == .named("Substring"), StringModuleMembers.foundation.contains(member) else { return own }
        return own + [holder("String")]
    }

    /// The generic parameters of the type or protocol `holder` keeps the extensions of, which
    /// its members' types name (`[Element]` in `extension Collection`).
    public static func ownParameters(ofHolder holder: String) -> [String] {
        guard isHolder(holder) else { return [] }
        switch holder.dropFirst("Swift.".count) {
        case "Dictionary": return ["Key", "Value", "Element"]
        case "Optional": return ["Wrapped"]
        case "Int", "Double", "Bool", "BinaryInteger", "Numeric", "FloatingPoint": return []
        case let n where SizedInteger.named(String(n)) != nil: return []
        default: return ["Element"]
        }
    }

    /// What a member of `holder` has in place of `Self`, the holder and the extended type's
    /// own parameters on a receiver of static type `receiver`: the collection's element, a
    /// dictionary's key and value, an Optional's wrapped type (unknown where the receiver's
    /// type does not tell).
    static func bindings(ofHolder holder: String, receiver: SemaType) -> [String: SemaType] {
        var bindings: [String: SemaType] = [holder: receiver, "Self": receiver]
        for p in ownParameters(ofHolder: holder) { bindings[p] = .unknown }
        guard !ownParameters(ofHolder: holder).isEmpty else { return bindings }
        switch receiver {
        case .dictionary(let k, let v): bindings["Key"] = k; bindings["Value"] = v
        case .optional(let w): bindings["Wrapped"] = w
        case .named("Substring"): bindings["Element"] = .character
        default: break
        }
        if holder != Self.holder("Optional"), let element = receiver.standardSequenceElement { bindings["Element"] = element }
        return bindings
    }

    /// The type `self` has inside an extension kept by `holder`: the extended type with its
    /// generic arguments unknown, or unknown for a protocol (any conforming type).
    static func selfType(ofHolder holder: String) -> SemaType {
        switch holder.dropFirst("Swift.".count) {
        case "Array": return .array(.unknown)
        case "Dictionary": return .dictionary(.unknown, .unknown)
        case "Set": return .set(.unknown)
        case "String": return .string
        case "Int": return .int
        case "Double": return .double
        case "Bool": return .bool
        case "Optional": return .optional(.unknown)
        case let n where SizedInteger.named(String(n)) != nil: return .named(String(n))
        default: return .unknown
        }
    }
}

extension SemaType {
    /// The type with the holder's name (a member's `Self`, made a name by `callResult`)
    /// replaced by the receiver's type.
    func replacingHolder(_ holder: String, with receiver: SemaType) -> SemaType {
        substituting(StandardExtensions.bindings(ofHolder: holder, receiver: receiver))
    }
}
