/// The element a standard sequence visits, as `for`-`in` and `zip` see it.
extension SemaType {
    /// The element of an array, slice, set, range, dictionary (its `(key:value:)` pair) or
    /// string (a `Character`); nil for any other type.
    var standardSequenceElement: SemaType? {
        switch self {
        case .array(let t), .slice(let t), .set(let t): return t
        case .generic(let n, let args) where StandardMembers.rangeTypes.contains(n) && args.count == 1: return args[0]
        case .dictionary(let k, let v): return .tuple([.init(label: "key", type: k), .init(label: "value", type: v)])
        case .named("String"): return .character
        default: return nil
        }
    }
}
