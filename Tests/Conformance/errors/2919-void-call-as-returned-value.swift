// ERRORS: a function's one expression is its value: a call that gives nothing cannot be an Int
func log(_ message: String) { print("log:", message) }
func total(_ xs: [Int]) -> Int {
    log("total of \(xs.count)")
}
print(total([1, 2]))
