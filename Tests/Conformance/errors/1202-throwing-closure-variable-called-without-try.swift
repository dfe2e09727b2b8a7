// ERRORS: a local variable of optional throwing function type called without try inside a throwing function
enum FlowError: Error { case cancelled }
func finish(_ completion: (() throws -> Void)?) throws {
    let done = completion
    try done?()
    done?()
}
try finish { print("finished") }
