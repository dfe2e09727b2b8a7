/// Members Combine gives standard types (`[1, 2].publisher`, a `Result`'s `publisher`),
/// which coordlab does not model yet: refused as unsupported, not as a typo.
enum CombineStandardMembers {
    /// The members' names.
    static let names: Set<String> = ["publisher"]

    /// Whether `name` is one of them.
    static func has(_ name: String) -> Bool {
        names.contains(name)
    }
}
