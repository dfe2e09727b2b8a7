// REJECT: an extension cannot add storage to a class, as swiftc says (the class's layout is its body's)
// expect-error: extensions must not contain stored properties
// expect-line: 8
final class Coordinator {
    var children: [Coordinator] = []
}
extension Coordinator {
    var isRunning = false
}
print(Coordinator().isRunning)
