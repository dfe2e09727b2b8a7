// REJECT: a deinit belongs in the class body, as swiftc says (not in an extension)
// expect-error: deinitializers may only be declared within a class
// expect-line: 6
final class Coordinator {}
extension Coordinator {
    deinit { print("Coordinator deinit") }
}
var c: Coordinator? = Coordinator()
c = nil
