/// Facts about the built-in methods that the compiler and call nodes need.
enum Builtins {
    /// Methods that mutate an array or dictionary in place (called through storage).
    static let mutating: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "removeSubrange",
        "popLast", "removeValue", "updateValue", "reverse", "sort", "swapAt",
    ]

    /// Names that may need the base as storage (built-in mutators or a struct's `mutating func`).
    static var userMutating: Set<String> = []

    /// Whether a call of `name` may mutate its base.
    static func mayMutate(_ name: String) -> Bool { mutating.contains(name) || userMutating.contains(name) }

    /// Built-ins whose result is an Optional.
    static let optionalResults: Set<String> = [
        "first", "last", "popLast", "firstIndex", "lastIndex", "removeValue", "updateValue", "randomElement",
        "min", "max",
    ]

    /// The result type of a built-in method, as far as printing cares.
    static func resultSpec(_ name: String) -> TypeSpec {
        optionalResults.contains(name) ? .named("", optional: true) : .unknown
    }

    /// Global functions and conversions coordlab provides.
    static let globalFunctions: Set<String> = [
        "print", "type", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
        "min", "max", "abs", "stride", "zip", "debugPrint", "isKnownUniquelyReferenced",
    ]

    /// Built-in type names.
    static let typeNames: [String] = [
        "Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Array", "Dictionary", "Set",
        "Optional", "Any", "AnyObject", "Void", "Never",
    ]

    /// Protocols the standard library declares that programs conform to.
    static let protocolNames: [String] = [
        "CustomStringConvertible", "Equatable", "Hashable", "Comparable", "AnyObject", "CaseIterable",
        "Identifiable", "Codable", "Sendable", "CustomDebugStringConvertible", "Error",
    ]
}
