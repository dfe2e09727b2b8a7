// a generic function that puts its T in an Any is refused for an Optional argument
// expect-error: coordlab does not support Optional generic arguments ('Value' would be 'String?') yet
var log: [Any] = []
func record<Value>(_ v: Value) { log.append(v) }
let title: String? = "x"
record(title)
print(log)
