/// The static type of an expression or declaration, as the type checker knows it.
///
/// `unknown` is a type the checker does not infer (yet): nothing is checked against it,
/// so an unknown never produces an error, and never a guess.
public indirect enum SemaType: Hashable, Sendable, CustomStringConvertible {
    /// A nominal type by name: `Int`, `String`, a class, struct, enum or protocol.
    case named(String)
    /// `T?` (and `T!`, which is an Optional with implicit unwrapping at use).
    case optional(SemaType)
    /// `[T]`.
    case array(SemaType)
    /// `ArraySlice<T>`: what `dropFirst()`, `prefix(_:)` or `a[1...]` give; it keeps the
    /// array's indices, and is not an array (`Array(…)` makes one).
    case slice(SemaType)
    /// `[K: V]`.
    case dictionary(SemaType, SemaType)
    /// `Set<T>`.
    case set(SemaType)
    /// `(a: A, B)`; `()` is `Void`.
    case tuple([TupleElement])
    /// `(A, B) -> R`.
    case function([SemaType], SemaType)
    /// `T.Type`: the type itself used as a value (`Coordinator.self`, `Screen(…)`'s callee).
    case metatype(SemaType)
    /// A generic class or struct with its arguments: `Box<Int>`.
    case generic(String, [SemaType])
    /// A generic parameter (`T`) in a generic declaration's signature, which a call binds
    /// (see `GenericBinding`); it never types an expression.
    case parameter(String)
    /// Not inferred.
    case unknown

    /// One element of a tuple type.
    public struct TupleElement: Hashable, Sendable {
        /// The label, if any.
        public var label: String?
        /// The element's type.
        public var type: SemaType
        /// Creates an element.
        public init(label: String?, type: SemaType) {
            self.label = label
            self.type = type
        }
    }

    /// `()`.
    public static let void = SemaType.tuple([])
    /// The standard types the checker knows by name.
    public static let int = SemaType.named("Int")
    public static let double = SemaType.named("Double")
    public static let float = SemaType.named("Float")
    public static let string = SemaType.named("String")
    public static let bool = SemaType.named("Bool")
    public static let character = SemaType.named("Character")

    /// Whether the type is one of the floating-point types integer literals may be made
    /// (`Double`, `Float`, `CGFloat`).
    public var isFloatingPoint: Bool {
        self == .double || self == .float || self == .named("CGFloat")
    }

    /// Whether the type is fully known (no `unknown` inside).
    public var isKnown: Bool {
        switch self {
        case .unknown, .parameter: return false
        case .named: return true
        case .generic(_, let args): return args.allSatisfy(\.isKnown)
        case .optional(let t), .array(let t), .slice(let t), .set(let t), .metatype(let t): return t.isKnown
        case .dictionary(let k, let v): return k.isKnown && v.isKnown
        case .tuple(let es): return es.allSatisfy { $0.type.isKnown }
        case .function(let ps, let r): return ps.allSatisfy(\.isKnown) && r.isKnown
        }
    }

    /// Whether the type is known, a generic parameter in `symbolic` counting as known (a
    /// type that `self`'s generic arguments fix when the code runs).
    public func isKnown(allowing symbolic: Set<String>) -> Bool {
        switch self {
        case .parameter(let p): return symbolic.contains(p)
        case .unknown: return false
        case .named: return true
        case .generic(_, let args): return args.allSatisfy { $0.isKnown(allowing: symbolic) }
        case .optional(let t), .array(let t), .slice(let t), .set(let t), .metatype(let t): return t.isKnown(allowing: symbolic)
        case .dictionary(let k, let v): return k.isKnown(allowing: symbolic) && v.isKnown(allowing: symbolic)
        case .tuple(let es): return es.allSatisfy { $0.type.isKnown(allowing: symbolic) }
        case .function(let ps, let r): return ps.allSatisfy { $0.isKnown(allowing: symbolic) } && r.isKnown(allowing: symbolic)
        }
    }

    /// The wrapped type of an optional; the type itself otherwise.
    public var unwrapped: SemaType {
        if case .optional(let t) = self { return t }
        return self
    }

    /// Whether it is an optional.
    /// The name of the declared type a value of this type is (`Screen`, `Box` of
    /// `Box<Int>`); nil for other types.
    public var nominalName: String? {
        switch self {
        case .named(let n), .generic(let n, _): return n
        default: return nil
        }
    }

    /// A function type's parameter types; nil for any other type.
    var functionParameters: [SemaType]? {
        if case .function(let ps, _) = self { return ps }
        return nil
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// How `print(type(of:))` spells a value type whose generic arguments are static:
    /// `Array<Int>`, `Optional<Screen>`, `Dictionary<String, Array<Int>>`; nil for a type
    /// whose dynamic type can differ (a class, a protocol) or that is not fully known.
    public var genericSpelling: String? {
        guard isKnown else { return nil }
        switch self {
        case .optional, .array, .slice, .dictionary, .set: return printedName
        // A string's index, which runs as a position count: Swift names it `Index`.
        case .named, .generic: return holdsStringIndex ? printedName : nil
        default: return nil
        }
    }

    /// How Swift prints this type as a whole (`Dictionary<String, Array<Kind>>`): its
    /// collections by their generic names and a nested type by its own name
    /// (`Array<Kind>` for `[Outer.Kind]`), as `print` and `String(describing:)` show them.
    var printedName: String {
        switch self {
        case .named(let n): return n == StringIndices.index.description ? "Index" : Self.ownName(n)
        case .optional(let w): return "Optional<\(w.printedName)>"
        case .array(let e): return "Array<\(e.printedName)>"
        case .slice(let e): return "ArraySlice<\(e.printedName)>"
        case .set(let e): return "Set<\(e.printedName)>"
        case .dictionary(let k, let v): return "Dictionary<\(k.printedName), \(v.printedName)>"
        case .tuple(let es):
            return "(" + es.map { e in (e.label.map { "\($0): " } ?? "") + e.type.printedName }.joined(separator: ", ") + ")"
        case .generic(let n, let args): return Self.ownName(n) + "<" + args.map(\.printedName).joined(separator: ", ") + ">"
        case .function, .metatype, .unknown, .parameter: return description
        }
    }

    /// A type's own name, without the types it is nested in (`Kind` for `Outer.Kind`).
    private static func ownName(_ path: String) -> String {
        path.split(separator: ".").last.map(String.init) ?? path
    }

    /// Whether the type names one of `names` (an associated type), `Self.X`, a generic
    /// parameter or a type the checker does not know, anywhere in it.
    func mentions(_ names: [String]) -> Bool {
        switch self {
        case .named(let n): return names.contains(n) || n.hasPrefix("Self.")
        case .optional(let t), .array(let t), .slice(let t), .set(let t), .metatype(let t): return t.mentions(names)
        case .dictionary(let k, let v): return k.mentions(names) || v.mentions(names)
        case .tuple(let es): return es.contains { $0.type.mentions(names) }
        case .function(let ps, let r): return r.mentions(names) || ps.contains { $0.mentions(names) }
        case .generic(let n, let args): return names.contains(n) || args.contains { $0.mentions(names) }
        case .parameter, .unknown: return true
        }
    }

    /// Whether an Optional is anywhere in the type (`[Int?]`, `[String: Screen?]`).
    public var holdsOptional: Bool {
        switch self {
        case .optional: return true
        case .array(let t), .slice(let t), .set(let t): return t.holdsOptional
        case .dictionary(let k, let v): return k.holdsOptional || v.holdsOptional
        case .tuple(let es): return es.contains { $0.type.holdsOptional }
        default: return false
        }
    }

    /// How `type(of:)` spells a value of this static type where the runtime's own value
    /// does not say it: a container's generic arguments, a tuple's elements, a `Character`
    /// or `Substring` (kept as a String).
    public var staticSpelling: String? {
        if case .named(let n) = self, n == "Character" || n == "Substring" { return n }
        return genericSpelling ?? tupleSpelling
    }

    /// How the runtime spells a tuple type written in the program (`(Int, Array<Int>)`),
    /// each element as `genericSpelling` spells it; nil for any other type.
    public var tupleSpelling: String? {
        guard case .tuple(let es) = self, isKnown else { return nil }
        return printedName
    }

    /// Swift's spelling in its messages: `Int?`, `[String : Int]`, `(a: Int, String)`, `(Int) -> Bool`.
    public var description: String {
        switch self {
        case .named(let n): return n
        case .optional(let t):
            if case .function = t { return "(\(t))?" }
            return "\(t)?"
        case .array(let t): return "[\(t)]"
        case .slice(let t): return "ArraySlice<\(t)>"
        case .dictionary(let k, let v): return "[\(k) : \(v)]"
        case .set(let t): return "Set<\(t)>"
        case .tuple(let es):
            return "(" + es.map { e in e.label.map { "\($0): \(e.type)" } ?? "\(e.type)" }.joined(separator: ", ") + ")"
        case .function(let ps, let r):
            return "(" + ps.map(\.description).joined(separator: ", ") + ") -> \(r)"
        case .metatype(let t): return "\(t).Type"
        case .generic(let n, let args): return n + "<" + args.map(\.description).joined(separator: ", ") + ">"
        case .parameter(let n): return n
        case .unknown: return "_"
        }
    }
}
