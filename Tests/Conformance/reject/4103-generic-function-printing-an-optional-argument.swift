// a generic function that prints its T is refused when a call binds T to an Optional (Swift prints Optional(3), coordlab would print 3)
// expect-error: coordlab does not support Optional generic arguments ('T' would be 'Int?') yet
func log<T>(_ label: String, _ value: T) { print("\(label): \(value)") }
let cached: Int? = 3
log("cached", cached)
