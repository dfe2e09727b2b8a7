/// The generic arguments a value has as an instance of one of its supertypes, for a cast to
/// a generic type (`as? Coordinator<AppRoute>`).
extension Interpreter {
    /// The arguments `v` has as a `typeName`: its own, or for an instance of a subclass,
    /// the ones each class on the way up gives its superclass (`AppCoordinator:
    /// Coordinator<AppRoute>`, or `Flow<R>: Coordinator<R>` filled in from the instance's own);
    /// nil when it was made without them.
    func genericArguments(of v: Value, as typeName: String) -> GenericArguments? {
        guard case .object(let r) = v else { return genericArguments(ofValue: v) }
        let o = r.takeUnretainedValue()
        var arguments = genericArguments(of: o)
        var k: ClassType? = o.type
        while let c = k, c.name != typeName {
            guard let given = c.superclassGenericArguments else { return nil }
            if given.isTemplate {
                guard let own = arguments else { return nil }
                arguments = given.filled(from: own, parameters: c.genericParameters)
            } else {
                arguments = given
            }
            k = c.superclass
        }
        return arguments
    }
}
