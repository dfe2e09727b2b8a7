// ERRORS: returning a non-escaping function parameter is refused in swiftc's words
struct Step {
    let name: String
}

func makeAction(for step: Step, perform: () -> Void) -> () -> Void {
    print("making", step.name)
    return perform
}

let action = makeAction(for: Step(name: "login")) { print("login") }
action()
