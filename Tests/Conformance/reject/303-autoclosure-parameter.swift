// REJECT: @autoclosure parameters (the argument becomes a closure, evaluated only when called) are refused before the program runs
// expect-error: does not support
// expect-error: @autoclosure
// expect-line: 7
/// Prints the message only when the check fails; building it may cost.
func check(_ condition: Bool,
           _ message: @autoclosure () -> String) {
    if !condition { print(message()) }
}

func describeState() -> String {
    print("describing")
    return "state"
}
check(true, describeState())
check(false, describeState())
