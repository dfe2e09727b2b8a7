// an @autoclosure message is built only when the check fails (it was refused before coordlab ran @autoclosure)
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
