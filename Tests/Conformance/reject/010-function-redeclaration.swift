// REJECT: declaring the same function twice is an error, as swiftc says (not a silent choice of one)
// expect-error: invalid redeclaration of 'greet()'
// expect-line: 7
func greet() {
    print("first")
}
func greet() {
    print("second")
}
greet()
