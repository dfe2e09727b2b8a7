/// What a tool that presses an app's buttons needs to know of a method.
extension FunctionCode {
    /// Whether a call with no arguments reaches this code as a plain method call: a method
    /// (not an initializer, getter or closure) whose parameters all have defaults, and that
    /// does not throw (a button's action cannot `try`).
    public var isCallableWithoutArguments: Bool {
        kind == .method && !isThrowing && params.allSatisfy { $0.defaultValue != nil }
    }

    /// For a method a target-action can send with its sender (`@objc func didTap(_ sender:
    /// UIButton)`: one parameter without a default, the others with one, not throwing): the
    /// sender parameter's label (nil for `_`) and the class it is declared with (nil for
    /// `Any`, `AnyObject` or none written). Nil for any other code.
    public var senderParameter: (label: String?, className: String?)? {
        guard kind == .method, !isThrowing, let first = params.first, first.defaultValue == nil,
              !first.isInout, !first.isVariadic, !first.spec.isFunction, first.spec.element == nil,
              params.dropFirst().allSatisfy({ $0.defaultValue != nil }) else { return nil }
        let name = first.spec.name
        return (first.label, ["", "Any", "AnyObject"].contains(name) ? nil : name)
    }
}
