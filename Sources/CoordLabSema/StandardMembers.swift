/// The members coordlab provides on standard-library values, with their types: what the
/// checker types `xs.first`, `name.uppercased()` or `scores.mapValues { … }` by, and what it
/// refuses on a receiver whose type it knows ("coordlab does not support 'String.foo' yet").
///
/// Types are written with placeholders filled in at each use: `E` the element (a
/// dictionary's value), `K` a dictionary's key, `R` the result of the closure argument,
/// `I` the type of the first argument (`reduce`'s initial value).
enum StandardMembers {
    static let E = SemaType.named("$E"), K = SemaType.named("$K"), R = SemaType.named("$R"), I = SemaType.named("$I")

    /// Array's members, by name, to the type of a read (a property) or of a call's result.
    static let array: [String: SemaType] = [
        "count": .int, "isEmpty": .bool, "first": .optional(E), "last": .optional(E), "indices": .unknown,
        "startIndex": .int, "endIndex": .int, "filter": .array(E), "map": .array(R), "compactMap": .array(.named("$R?")),
        "flatMap": .array(.named("$R[]")), "forEach": .void, "firstIndex": .optional(.int), "lastIndex": .optional(.int),
        "contains": .bool, "allSatisfy": .bool, "reversed": .array(E), "enumerated": .array(enumeratedElement(E)),
        // `reversed()` is a lazy wrapper (coordlab refuses keeping or printing one), the
        // others are slices sharing the array's storage.
        "dropFirst": .slice(E), "dropLast": .slice(E), "prefix": .slice(E), "suffix": .slice(E), "joined": .string, "reduce": I, "sorted": .array(E),
        "min": .optional(E), "max": .optional(E), "description": .string,
        "drop": .slice(E), "elementsEqual": .bool, "starts": .bool, "index": .int, "distance": .int, "lexicographicallyPrecedes": .bool,
        "replaceSubrange": .void, "reserveCapacity": .void, "partition": .int, "split": .array(.slice(E)),
        // `lazy` is typed as the array: the compiler runs a lazy chain only where it ends in
        // `first`, `first(where:)` or `contains(where:)` (see `LazyPipelines`).
        "lazy": .array(E),
        "append": .void, "insert": .void, "remove": E, "removeAll": .void, "removeLast": E, "removeFirst": E,
        "removeSubrange": .void, "popLast": .optional(E), "reverse": .void, "sort": .void, "swapAt": .void,
        // Mutating methods coordlab runs on arrays and dictionaries alike.
        "removeValue": .unknown, "updateValue": .unknown,
    ]

    /// ArraySlice's members: Array's, those that cut a slice giving one of the same array.
    /// The slice's mutating methods are left out: coordlab refuses changing a slice.
    static let slice: [String: SemaType] = array.filter { BodyChecker.standardMutatingMethods["Array"]?.contains($0.key) != true }

    /// The argument labels coordlab runs for string methods whose other forms it lacks
    /// (`prefix(while:)` runs, `split(separator:maxSplits:omittingEmptySubsequences:)`
    /// too): any other form is refused before the program starts. A trailing closure has
    /// no label.
    static let stringCallLabels: [String: Set<[String?]>] = [
        "split": [["separator"], ["separator", "maxSplits"], ["separator", "omittingEmptySubsequences"],
                  ["separator", "maxSplits", "omittingEmptySubsequences"], ["whereSeparator"], [nil]],
        "prefix": [[nil], ["while"]],
        "suffix": [[nil]],
        "dropFirst": [[], [nil]],
        "dropLast": [[], [nil]],
        "starts": [["with"]],
        "replacing": [[nil, "with"]],
        "reversed": [[]],
        "filter": [[nil]],
        "padding": [["toLength", "withPad", "startingAt"]],
        "localizedCaseInsensitiveContains": [[nil]],
    ]

    /// The argument labels coordlab runs for array methods whose other forms it lacks
    /// (`elementsEqual(_:by:)`, `index(_:offsetBy:limitedBy:)`): any other form is refused.
    static let arrayCallLabels: [String: Set<[String?]>] = [
        "drop": [["while"], [nil]],
        "elementsEqual": [[nil]],
        "lexicographicallyPrecedes": [[nil]],
        "starts": [["with"]],
        "index": [["after"], ["before"], [nil, "offsetBy"]],
        "distance": [["from", "to"]],
        "replaceSubrange": [[nil, "with"]],
        "reserveCapacity": [[nil]],
        "partition": [["by"], [nil]],
        "split": [["separator"], ["separator", "maxSplits"], ["separator", "omittingEmptySubsequences"],
                  ["separator", "maxSplits", "omittingEmptySubsequences"], ["whereSeparator"], [nil],
                  ["maxSplits", "whereSeparator"], ["omittingEmptySubsequences", "whereSeparator"],
                  ["maxSplits", "omittingEmptySubsequences", "whereSeparator"], ["maxSplits", nil]],
    ]

    /// The labelled forms coordlab runs of `name` on a value of `base`, where it runs only some.
    static func callLabels(_ name: String, on base: SemaType) -> Set<[String?]>? {
        switch base {
        case .named("String"), .named("Substring"): return stringCallLabels[name]
        case .array, .slice: return arrayCallLabels[name]
        case .generic(let n, _) where rangeTypes.contains(n): return rangeCallLabels[name] ?? arrayCallLabels[name]
        case .dictionary where ["merge", "merging"].contains(name): return [[nil, "uniquingKeysWith"], [nil, nil]]
        default: return nil
        }
    }

    /// `Substring`: what slicing a string gives (`dropFirst()`, `prefix(2)`, `split`'s parts).
    static let substring = SemaType.named("Substring")

    /// String's members (coordlab keeps characters and substrings as strings too).
    static let string: [String: SemaType] = [
        "count": .int, "isEmpty": .bool, "first": .optional(.character), "last": .optional(.character),
        "description": .string, "debugDescription": .string, "uppercased": .string, "lowercased": .string, "hasPrefix": .bool, "hasSuffix": .bool,
        "starts": .bool, "replacing": .string, "capitalized": .string, "padding": .string,
        "localizedCaseInsensitiveContains": .bool,
        "contains": .bool, "reversed": .unknown, "dropFirst": substring, "dropLast": substring, "prefix": substring,
        "suffix": substring, "split": .array(substring), "filter": .string, "map": .array(R), "compactMap": .array(.named("$R?")),
        "forEach": .void, "allSatisfy": .bool, "reduce": I, "sorted": .array(.character),
        "enumerated": .array(enumeratedElement(.character)),
        "min": .optional(.character), "max": .optional(.character),
        "append": .void, "removeLast": .character, "removeFirst": .character, "removeAll": .void,
        "utf8": .named("String.UTF8View"), "utf16": .named("String.UTF16View"), "unicodeScalars": .named("String.UnicodeScalarView"),
    ]

    /// The views of a string's encoding that coordlab counts: read for their `count` or
    /// `isEmpty` only (`name.utf8.count`), since their elements are integer types or scalars
    /// it does not model.
    static let textViews: Set<String> = ["utf8", "utf16", "unicodeScalars"]

    /// The code units of the views coordlab walks as sequences (`Array(s.utf8)`, `for b in
    /// s.utf16`, `s.utf8.map { … }`): each an array of them where it is walked.
    static let codeUnits: [String: String] = ["utf8": "UInt8", "utf16": "UInt16"]

    /// The sequence methods a code unit view is walked by, each giving an array, a value or
    /// an element (not a view: `dropFirst`, `prefix` and `split` give `Substring` views; nor
    /// an index, which is a `String.Index`).
    static let codeUnitWalks: Set<String> = [
        "map", "filter", "compactMap", "reduce", "forEach", "contains", "allSatisfy", "first", "last", "min", "max",
        "sorted", "elementsEqual", "starts",
    ]

    /// A text view's members.
    static let textView: [String: SemaType] = ["count": .int, "isEmpty": .bool]

    /// Dictionary's members.
    static let dictionary: [String: SemaType] = [
        "count": .int, "isEmpty": .bool, "keys": .array(K), "values": .array(E), "forEach": .void,
        "mapValues": .dictionary(K, R), "compactMapValues": .dictionary(K, .named("$R?")), "filter": .dictionary(K, E), "removeValue": .optional(E), "removeAll": .void,
        "updateValue": .optional(E), "map": .array(R), "compactMap": .array(.named("$R?")), "flatMap": .unknown,
        "contains": .bool, "allSatisfy": .bool, "first": .optional(entry), "sorted": .array(entry), "reduce": I,
        "min": .optional(entry), "max": .optional(entry), "description": .string,
        "merge": .void, "merging": .dictionary(K, E),
    ]

    /// An element of `enumerated()`: `(offset: Int, element: element)`. coordlab makes an
    /// array of them, typed as one (printing or keeping the sequence itself is refused).
    static func enumeratedElement(_ element: SemaType) -> SemaType {
        .tuple([.init(label: "offset", type: .int), .init(label: "element", type: element)])
    }

    /// A dictionary's element: `(key: K, value: E)`.
    static let entry = SemaType.tuple([.init(label: "key", type: K), .init(label: "value", type: E)])

    /// Members of numbers and booleans.
    static let scalar: [String: SemaType] = ["description": .string]

    /// Members of `Int`: the sized integers' and `quotientAndRemainder(dividingBy:)`.
    static let integer: [String: SemaType] = sizedInteger.merging([
        "quotientAndRemainder": .tuple([.init(label: "quotient", type: .int), .init(label: "remainder", type: .int)]),
    ]) { a, _ in a }

    /// Members of the sized integer types (`UInt8`, …): the scalars', `isMultiple(of:)`, the
    /// bit counts, `byteSwapped`, `magnitude`, `signum()` and the arithmetic reporting
    /// overflow (`$S` is the receiver's own type, `$M` its magnitude's).
    static let sizedInteger: [String: SemaType] = scalar.merging([
        "isMultiple": .bool, "magnitude": .named("$M"), "nonzeroBitCount": .int, "leadingZeroBitCount": .int, "trailingZeroBitCount": .int,
        "byteSwapped": .named("$S"), "signum": .named("$S"),
        "addingReportingOverflow": reportingOverflow, "subtractingReportingOverflow": reportingOverflow,
        "multipliedReportingOverflow": reportingOverflow,
    ]) { a, _ in a }

    /// What `addingReportingOverflow(_:)` and its kin give.
    private static let reportingOverflow = SemaType.tuple([.init(label: "partialValue", type: .named("$S")),
                                                           .init(label: "overflow", type: .bool)])

    /// Members of Doubles: the scalars', `squareRoot()`, `truncatingRemainder(dividingBy:)`,
    /// `rounded(_:)` and the mutating `round(_:)` (both with or without a rounding rule).
    static let floating: [String: SemaType] = scalar.merging([
        "squareRoot": .double, "truncatingRemainder": .double, "rounded": .double, "round": .void,
    ]) { a, _ in a }.merging(floatingProperties) { a, _ in a }

    /// Members of Floats: `description` and what kind of value it is.
    static let floatProperties: [String: SemaType] = scalar.merging([
        "isNaN": .bool, "isFinite": .bool, "isInfinite": .bool, "isZero": .bool,
    ]) { a, _ in a }

    /// Doubles' properties: what kind of value it is, and its magnitude.
    static let floatingProperties: [String: SemaType] = [
        "isNaN": .bool, "isFinite": .bool, "isInfinite": .bool, "isZero": .bool, "magnitude": .double,
    ]

    /// Members of booleans: the scalars', and `toggle()`.
    static let boolean: [String: SemaType] = scalar.merging(["toggle": .void]) { a, _ in a }

    /// Members coordlab provides only as methods, by type (none today: a dictionary's `first`
    /// is its first entry in the order coordlab iterates and prints it, insertion order,
    /// where Swift's hash order changes from run to run, as a set's `first` is).
    static let methodsOnly: [String: Set<String>] = [:]

    /// Members above that are surely methods (named without a call, one is a function
    /// value, which coordlab's standard members are not); the tables mix methods with
    /// properties that `properties` does not all list (`lowerBound`, `magnitude`).
    static let methodNames: Set<String> = [
        "contains", "hasPrefix", "hasSuffix", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast",
        "popLast", "filter", "map", "compactMap", "flatMap", "reduce", "forEach", "sorted", "sort", "reversed",
        "firstIndex", "lastIndex", "split", "joined", "union", "intersection", "subtracting", "symmetricDifference",
        "isSubset", "isSuperset", "isDisjoint", "formUnion", "starts", "elementsEqual", "lowercased", "uppercased",
        "dropFirst", "dropLast", "allSatisfy", "updateValue", "removeValue", "merge", "merging", "mapValues",
        "compactMapValues", "enumerated", "isMultiple", "signum", "quotientAndRemainder", "rounded", "squareRoot",
        "replacingOccurrences", "trimmingCharacters", "components",
    ]

    /// Which of the members above are properties (read without a call).
    static let properties = Set<String>([
        "count", "isEmpty", "first", "last", "indices", "startIndex", "endIndex", "description", "debugDescription",
        "keys", "values", "lazy", "nonzeroBitCount", "leadingZeroBitCount", "trailingZeroBitCount", "byteSwapped",
        "capitalized",
    ]).union(characterProperties.keys).union(textViews).union(floatingProperties.keys)

    /// The table for values of type `t`, and the type name Swift's messages use for it.
    static func table(for t: SemaType) -> (members: [String: SemaType], typeName: String)? {
        switch t {
        case .array: return (array, "Array")
        case .slice: return (slice, "ArraySlice")
        case .dictionary: return (dictionary, "Dictionary")
        case .set: return (set, "Set")
        case .named("Character"): return (character, t.description)
        case .named("String"), .named("Substring"): return (string, t.description)
        case .named("String.UTF8View"), .named("String.UTF16View"), .named("String.UnicodeScalarView"): return (textView, t.description)
        case .named("Bool"): return (boolean, t.description)
        case .named("Int"): return (integer, t.description)
        case _ where t.sizedInteger != nil: return (sizedInteger, t.description)
        case .named("Double"): return (floating, t.description)
        case .named("Float"): return (floatProperties, t.description)
        // An identity to compare and hash: no member of its own is provided.
        case .named("ObjectIdentifier"): return ([:], "ObjectIdentifier")
        case .generic("Range", [.int]): return (range, "Range")
        case .generic("ClosedRange", [.int]): return (closedRange, "ClosedRange")
        default: return nil
        }
    }

    /// The type of member `name` on `base`, placeholders filled in: `closureResult` is the
    /// type the closure argument returns, `firstArgument` the type of the first argument.
    /// Nil when coordlab does not provide the member.
    static func type(of name: String, on base: SemaType, closureResult: SemaType, firstArgument: SemaType) -> SemaType? {
        guard let (members, _) = table(for: base), let t = members[name] else { return nil }
        var element = SemaType.unknown, key = SemaType.unknown
        switch base {
        case .array(let e), .slice(let e), .set(let e): element = e
        case .dictionary(let k, let v): (key, element) = (k, v)
        case .generic(let n, let args) where rangeTypes.contains(n) && args.count == 1: element = args[0]
        default: break
        }
        // `flatMap`'s elements: those of the sequence the closure gives, or what its Optional holds.
        let resultElement = closureResult.standardSequenceElement
            ?? (closureResult.isOptional ? closureResult.unwrapped : .unknown)
        return t.substituting(["$E": element, "$K": key, "$R": closureResult, "$R?": closureResult.unwrapped,
                               "$R[]": resultElement, "$I": firstArgument, "$S": base,
                               "$M": base.magnitudeType ?? .unknown])
    }
}

extension SemaType {
    /// The type with placeholder names replaced; a placeholder bound to `unknown` makes
    /// the part it is in unknown.
    func substituting(_ bindings: [String: SemaType]) -> SemaType {
        switch self {
        case .named(let n): return bindings[n] ?? self
        case .optional(let t): return .optional(t.substituting(bindings))
        case .array(let t): return .array(t.substituting(bindings))
        case .slice(let t): return .slice(t.substituting(bindings))
        case .set(let t): return .set(t.substituting(bindings))
        case .dictionary(let k, let v): return .dictionary(k.substituting(bindings), v.substituting(bindings))
        case .tuple(let es): return .tuple(es.map { .init(label: $0.label, type: $0.type.substituting(bindings)) })
        case .function(let ps, let r): return .function(ps.map { $0.substituting(bindings) }, r.substituting(bindings))
        case .metatype(let t): return .metatype(t.substituting(bindings))
        case .generic(let n, let args): return .generic(n, args.map { $0.substituting(bindings) })
        case .parameter(let n): return bindings[n] ?? self
        case .unknown: return self
        }
    }
}

extension StandardMembers {
    /// The parameter types of the closure a standard method takes, on `base`: the element
    /// for most, two elements for `sorted(by:)`, `min(by:)` and `max(by:)`, a dictionary's
    /// `(key:value:)` pair, the value for `mapValues`. `reduce`'s closure is typed by its
    /// call (the accumulator has the initial value's type).
    static func closureParameters(_ name: String, of base: SemaType) -> [SemaType]? {
        var element: SemaType
        switch base {
        case .array(let e), .slice(let e), .set(let e): element = e
        case .dictionary(let k, let v):
            if name == "mapValues" || name == "compactMapValues" { return [v] }
            if name == "merge" || name == "merging" { return [v, v] }
            element = .tuple([.init(label: "key", type: k), .init(label: "value", type: v)])
        case .named("String"), .named("Substring"): element = .character
        case .generic(let n, let args) where rangeTypes.contains(n) && args.count == 1: element = args[0]
        default: return nil
        }
        switch name {
        case "sorted", "min", "max", "sort": return [element, element]
        case "reduce": return [.named("$I"), element]
        default: return [element]
        }
    }
}

extension StandardMembers {
    /// The type of the value a standard method takes as its first argument, where it is
    /// the element (`append`, `contains`, `firstIndex(of:)`): the context for `.none`,
    /// `.someCase` and literals there.
    static func valueParameter(_ name: String, of base: SemaType) -> SemaType {
        if base == .double, ["rounded", "round"].contains(name) { return .named("FloatingPointRoundingRule") }
        if case .set(let e) = base { return setValueParameter(name, element: e) }
        switch base {
        case .array(let e) where ["append", "insert", "contains", "firstIndex", "lastIndex", "split"].contains(name): return e
        case .slice(let e) where ["contains", "firstIndex", "lastIndex"].contains(name): return e
        case .dictionary(let k, let v):
            switch name {
            case "updateValue": return v
            case "merge", "merging": return .dictionary(k, v)
            case "removeValue", "index": return k
            default: return .unknown
            }
        default: return .unknown
        }
    }

    /// The types of a standard method's labelled arguments after the first, by label, where
    /// they are elements or collections of them (`replaceSubrange(_:with: [8])` of a
    /// `[Double]` takes Doubles; `updateValue(_:forKey:)` a key).
    static func labelledParameters(_ name: String, of base: SemaType) -> [String: SemaType] {
        switch (base, name) {
        case (.array(let e), "replaceSubrange"): return ["with": .array(e)]
        case (.dictionary(let k, _), "updateValue"): return ["forKey": k]
        default: return [:]
        }
    }
}
