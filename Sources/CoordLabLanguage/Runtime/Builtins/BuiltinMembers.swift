/// The members coordlab provides on standard-library types, so that the compiler can refuse
/// `receiver.member` when the receiver's type is known and coordlab has no such member
/// (rather than the program half-running and stopping there).
enum BuiltinMembers {
    /// Members of every array (properties, methods and mutating methods).
    static let array: Set<String> = Builtins.mutating.union([
        "count", "isEmpty", "first", "last", "indices", "startIndex", "endIndex",
        "filter", "map", "compactMap", "flatMap", "forEach", "firstIndex", "lastIndex", "contains", "allSatisfy",
        "reversed", "enumerated", "dropFirst", "dropLast", "prefix", "suffix", "joined", "reduce", "sorted",
        "min", "max",
    ])

    /// Members of strings (and of the characters and substrings coordlab keeps as strings).
    static let string: Set<String> = [
        "count", "isEmpty", "first", "last", "description", "uppercased", "lowercased", "hasPrefix", "hasSuffix",
        "contains", "reversed", "dropFirst", "dropLast", "prefix", "suffix", "split", "filter", "map", "compactMap",
        "forEach", "allSatisfy", "reduce", "sorted", "enumerated", "min", "max",
    ]

    /// Members of dictionaries.
    static let dictionary: Set<String> = [
        "count", "isEmpty", "keys", "values", "forEach", "mapValues", "filter", "removeValue", "removeAll",
        "updateValue", "map", "compactMap", "flatMap", "contains", "allSatisfy", "first", "sorted", "reduce", "min", "max",
    ]

    /// Members by the type name a `TypeSpec` carries for a declared type.
    static let byType: [String: Set<String>] = [
        "Array": array, "String": string, "Character": string, "Substring": string, "Dictionary": dictionary,
        "Int": ["description"], "Double": ["description"], "Bool": ["description"],
    ]

    /// Whether coordlab is known to lack member `name` on a non-optional value of type `spec`.
    static func lacks(_ spec: TypeSpec, _ name: String) -> Bool {
        guard !spec.isOptional, !spec.isFunction, let members = byType[spec.name] else { return false }
        return !members.contains(name)
    }
}
