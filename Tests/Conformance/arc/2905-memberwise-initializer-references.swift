// `Type.init` of a struct's memberwise initializer as a function value: map, compactMap and a stored function
final class Token {
    let text: String
    init(_ text: String) { self.text = text }
    deinit { print("Token \(text) deinit") }
}
struct Row { var token: Token }
struct Title: CustomStringConvertible { let text: String; let prefix = "#"; var description: String { prefix + text } }
var rows: [Row]? = ["a", "b"].map(Token.init).map(Row.init)
print(rows!.map(\.token.text))
let titles = ["x", "y"].map(Title.init)
print(titles)
let make: (String) -> Title = Title.init
print(make("z"))
let maybe = ["1", "q", "3"].compactMap(Int.init).map(String.init).map(Title.init)
print(maybe)
rows = nil
print("end")
