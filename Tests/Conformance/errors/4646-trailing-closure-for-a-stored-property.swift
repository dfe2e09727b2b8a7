// ERRORS: a trailing closure for a memberwise initializer's Int property is refused in swiftc's words
struct Retry {
    var attempts: Int
}
let retry = Retry { 3 }
print(retry.attempts)
