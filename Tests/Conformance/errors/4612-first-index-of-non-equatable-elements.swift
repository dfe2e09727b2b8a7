// ERRORS: firstIndex(of:) on an array whose elements are not Equatable is swiftc's error, where the elements would be compared anyway
struct Screen {
    let name: String
}
let stack = [Screen(name: "home"), Screen(name: "detail")]
print("start")
print(stack.firstIndex(of: Screen(name: "detail")) as Any)
