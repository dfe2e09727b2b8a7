/// Set's members, typed as `StandardMembers` types the other standard collections'.
extension StandardMembers {
    /// What `insert(_:)` returns: whether the element was new, and the member the set then holds.
    static let insertResult = SemaType.tuple([.init(label: "inserted", type: .bool),
                                              .init(label: "memberAfterInsert", type: E)])

    /// Set's members, by name, to the type of a read (a property) or of a call's result.
    static let set: [String: SemaType] = [
        "count": .int, "isEmpty": .bool, "first": .optional(E), "description": .string,
        "contains": .bool, "allSatisfy": .bool, "min": .optional(E), "max": .optional(E), "sorted": .array(E),
        "map": .array(R), "compactMap": .array(.named("$R?")), "filter": .set(E), "forEach": .void, "reduce": I,
        "joined": .string,
        "union": .set(E), "intersection": .set(E), "subtracting": .set(E), "symmetricDifference": .set(E),
        "isSubset": .bool, "isSuperset": .bool, "isStrictSubset": .bool, "isStrictSuperset": .bool,
        "isDisjoint": .bool,
        // Mutating.
        "insert": insertResult, "remove": .optional(E), "removeAll": .void, "update": .optional(E),
        "popFirst": .optional(E), "formUnion": .void, "formIntersection": .void, "subtract": .void,
        "formSymmetricDifference": .void,
    ]

    /// Set's methods whose argument is another collection of elements: any sequence in
    /// Swift, typed here as an array of the elements (a literal there is one).
    static let setAlgebra: Set<String> = [
        "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset",
        "isStrictSubset", "isStrictSuperset", "isDisjoint", "formUnion", "formIntersection", "subtract",
        "formSymmetricDifference",
    ]

    /// The type of a set method's first argument, where it is an element or elements; the
    /// context for `.none`, `.someCase` and literals there.
    static func setValueParameter(_ name: String, element e: SemaType) -> SemaType {
        if ["insert", "contains", "remove", "update"].contains(name) { return e }
        return setAlgebra.contains(name) ? .array(e) : .unknown
    }
}
