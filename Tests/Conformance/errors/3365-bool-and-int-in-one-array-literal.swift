// ERRORS: an array literal of a Bool and an Int with no type to join them is refused in swiftc's words
struct Flags {
    var enabled = true
    var retries = 3
}
let flags = Flags()
let row = [flags.enabled, flags.retries]
print(row.count)
