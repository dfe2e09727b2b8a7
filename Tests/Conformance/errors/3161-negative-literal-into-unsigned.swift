// ERRORS: a negative literal passed where a UInt16 is expected is swiftc's compile error
func port(_ number: UInt16) -> String {
    "port \(number)"
}
print(port(8080))
print(port(65535))
print(port(-1))
let all: [UInt16] = [1, 2]
print(all)
print("never")
