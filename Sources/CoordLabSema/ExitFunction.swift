/// `exit(_:)`, the C library's, which a file importing Foundation or UIKit sees: it ends
/// the program at once with the status given (an `Int32`), running no `defer` and
/// releasing nothing, as a compiled program's does.
extension BodyChecker {
    /// Whether `name` is a free function of Foundation's C library coordlab runs.
    static func isFoundationFunction(_ name: String) -> Bool {
        name == "exit" || MathFunctions.arity[name] != nil
    }

    /// The type of call `call` of `exit` (it never returns: `Never`, which the checker
    /// leaves unknown as it does `fatalError`'s); nil when it is not one the file sees.
    func exitType(call: CallArguments) -> SemaType? {
        guard call.arguments.count == 1, call.arguments[0].label == nil else { return nil }
        guard seesFrameworks else {
            if let callee = call.callee { error("cannot find 'exit' in scope", at: callee) }
            return .unknown
        }
        let status = SemaType.named("Int32")
        let given = type(call.arguments[0].expression, expected: status)
        if given.isKnown, given != status {
            error("cannot convert value of type '\(given)' to expected argument type 'Int32'", at: call.arguments[0].expression)
        }
        return .unknown
    }
}
