// Overloads of different labels that a call's arguments both fit, one of them generic: Swift ranks the generic one lower, a ranking coordlab does not model, so the call is refused before the program starts
// expect-error: does not support choosing between overloads 'record(_:)' and 'record(_:times:)'
// expect-line: 7
func record<T>(_ value: T) { print("generic", value) }
func record(_ value: Int, times: Int = 1) { print("int", value, times) }
print("before")
record(3)
