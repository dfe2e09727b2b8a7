/// Stored values typed by a generic parameter bound to an Optional (`v: T` of a
/// `Box<Int?>`, the payload `T` of an `Either<Int?, String>.left`): coordlab keeps them
/// bare, so their printing learns from the value's generic arguments that Swift shows
/// them as `Optional(…)`.
extension Interpreter {
    /// Whether a stored value declared as `spec` in `type` prints as an Optional: declared
    /// so, or typed by a parameter of `type` that `arguments` bind to an Optional.
    func printsAsOptional(_ spec: TypeSpec, in type: NominalType, arguments: GenericArguments?) -> Bool {
        if spec.isOptional { return true }
        guard let arguments, !spec.isFunction, spec.element == nil, spec.genericArguments == nil,
              let k = type.genericParameters.firstIndex(of: spec.name), k < arguments.plainEach.count else { return false }
        return arguments.plainEach[k].hasPrefix("Optional<")
    }
}
