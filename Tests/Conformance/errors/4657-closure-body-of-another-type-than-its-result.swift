// ERRORS: a one-expression closure whose value is not the result its context asks for (a title builder handed a closure giving an Int) is refused in swiftc's words
final class Header {
    var makeTitle: (Int) -> String = { "Item \($0)" }
    deinit { print("Header deinit") }
}
let header = Header()
header.makeTitle = { count in count }
print(header.makeTitle(2))
