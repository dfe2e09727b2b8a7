/// What a tool that presses an app's buttons needs to know of a method.
extension FunctionCode {
    /// Whether a call with no arguments reaches this code as a plain method call: a method
    /// (not an initializer, getter or closure) whose parameters all have defaults, and that
    /// does not throw (a button's action cannot `try`).
    public var isCallableWithoutArguments: Bool {
        kind == .method && !isThrowing && params.allSatisfy { $0.defaultValue != nil }
    }
}
