import CoordLabSyntax

/// A built-in method that mutates an array, dictionary or set in place, known by name when
/// its call is compiled, so running the call compares no strings.
enum MutatingMethod: String, CaseIterable {
    case append, insert, remove, removeAll, removeLast, removeFirst, removeSubrange
    case popLast, removeValue, updateValue, reverse, sort, swapAt
    case replaceSubrange, reserveCapacity, partition
    /// Dictionary's `merge(_:uniquingKeysWith:)`.
    case merge
    case popFirst, formUnion, formIntersection, subtract, formSymmetricDifference
    /// Bool's `toggle()`.
    case toggle
    /// Double's `round(_:)`.
    case round
    /// Set's `update(with:)`: a name programs give their own methods, so a call is taken
    /// for the set's only where the checker found the receiver to be a set.
    case update
}

/// Facts about the built-in methods that the compiler and call nodes need.
enum Builtins {
    /// Methods that mutate an array or dictionary in place (called through storage).
    static let mutating = Set(MutatingMethod.allCases.filter { $0 != .update }.map(\.rawValue))


    /// Built-ins whose result is an Optional.
    static let optionalResults: Set<String> = [
        "first", "last", "popLast", "firstIndex", "lastIndex", "removeValue", "updateValue", "randomElement",
        "min", "max", "wholeNumberValue", "hexDigitValue", "asciiValue",
    ]

    /// The result type of a built-in method, as far as printing cares.
    static func resultSpec(_ name: String) -> TypeSpec {
        optionalResults.contains(name) ? .named("", optional: true) : .unknown
    }

    /// Global functions and conversions coordlab provides.
    static let globalFunctions = Set<String>([
        "print", "type", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
        "min", "max", "abs", "stride", "zip", "debugPrint", "dump", "isKnownUniquelyReferenced", "swap", "withExtendedLifetime",
        "ObjectIdentifier", "repeatElement", "_typeByName", "exit", "__coordlabTaskSwitch", "__coordlabTaskPark",
        "__coordlabHashSeed", "__coordlabHashCombine", "__coordlabHashFinalize",
    ]).union(MathFunctions.arity.keys)

    /// The fewest arguments each built-in method or function takes (missing: none).
    static let minimumArguments: [String: Int] = [
        "append": 1, "insert": 2, "remove": 1, "removeSubrange": 1, "swapAt": 2, "replaceSubrange": 2, "partition": 1, "merge": 2, "merging": 2, "removeValue": 1, "updateValue": 2,
        "filter": 1, "map": 1, "compactMap": 1, "forEach": 1, "first": 0, "last": 0, "firstIndex": 1, "lastIndex": 1,
        "contains": 1, "allSatisfy": 1, "reduce": 2, "hasPrefix": 1, "hasSuffix": 1,
        "type": 1, "dump": 1, "abs": 1, "stride": 2, "zip": 2, "precondition": 1, "assert": 1, "isKnownUniquelyReferenced": 1,
        "withExtendedLifetime": 2, "ObjectIdentifier": 1, "repeatElement": 2,
        "min": 0, "max": 0,
    ]

    /// The largest of `minimumArguments`.
    static let mostArgumentsNeeded = minimumArguments.values.max() ?? 0

    /// Traps (as a missing-argument error) when a built-in gets fewer arguments than it needs.
    static func checkArity(_ name: String, _ count: Int, at loc: CodeLocation) throws {
        // Most calls pass at least as many arguments as any built-in needs: no lookup.
        guard count < mostArgumentsNeeded else { return }
        try checkArity(name, count, needs: minimumArguments[name], at: loc)
    }

    /// Traps when `count` arguments are fewer than `needed`, the minimum already looked up.
    static func checkArity(_ name: String, _ count: Int, needs needed: Int?, at loc: CodeLocation) throws {
        if let needed, count < needed {
            throw Trap("missing argument in call to '\(name)': it takes \(needed), not \(count)", at: loc)
        }
    }

    /// Built-in types whose initializers `Interpreter.convert` runs (`String(x)`, `Int(s)`, …).
    static let constructibleTypes = Set<String>([
        "String", "Int", "Double", "CGFloat", "Float", "Bool", "Array", "Dictionary", "Set", "Character",
    ] + SizedInteger.allCases.map(\.name))

    /// The value of a standard number type's static member (`Int.max`, `Double.pi`), from
    /// the table the checker types them by.
    static func staticValue(of t: TypeRef, _ name: String) -> Value? {
        guard case .builtin(let n) = t, let c = StandardStaticMembers.byType[n]?[name] else { return nil }
        switch c {
        case .int(let x): return .int(x)
        case .double(let x): return .double(x)
        case .sized(let kind, let n): return .sized(SizedInt(n, kind))
        case .float(let x): return .float(x)
        }
    }

    /// Built-in type names.
    static let typeNames: [String] = [
        "Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Array", "Dictionary", "Set",
        "Optional", "Any", "AnyObject", "Void", "Never",
    ] + SizedInteger.allCases.map(\.name)

    /// Protocols the standard library declares that programs conform to.
    static let protocolNames: [String] = [
        "CustomStringConvertible", "Equatable", "Hashable", "Comparable", "AnyObject", "CaseIterable",
        "Identifiable", "Codable", "Encodable", "Decodable", "Sendable", "CustomDebugStringConvertible", "Error",
    ]
}
