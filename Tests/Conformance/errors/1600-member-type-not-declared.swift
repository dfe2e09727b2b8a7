// A member type its base does not declare is refused at its name, in swiftc's words, not read as the top-level type of that name
protocol Shape {}
struct Box<T> {
    var value: T
}
final class Holder {
    var shape: Box<Int>.Shape?
}
print(Holder().shape == nil)
