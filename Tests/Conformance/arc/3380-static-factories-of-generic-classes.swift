// objects made by the static factories of generic classes: tokens tagged by a phantom type and a flow holding its screens, released where Swift releases them
class Screen {
    let name: String
    init(name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name) }
}
final class Token<Tag> {
    let id: Int
    init(id: Int) { self.id = id; print("+Token", id) }
    deinit { print("-Token", id) }
    static func first() -> Token<Tag> { Token(id: 1) }
    static func pair(_ a: Int) -> [Token] { [Token(id: a), Token(id: a + 1)] }
}
final class Flow<S: Screen> {
    var screens: [S] = []
    deinit { print("deinit Flow", screens.count) }
    static func starting(with s: S) -> Flow<S> {
        let f = Flow<S>()
        f.screens.append(s)
        return f
    }
}
enum Auth {}
enum Feed {}
func run() {
    let t = Token<Auth>.first()
    let ts = Token<Feed>.pair(10)
    print(type(of: t), ts.count, ts.map { $0.id })
}
run()
var keep: Token<Auth>? = .first()
print("kept", keep!.id)
keep = nil
do {
    let flow = Flow.starting(with: Screen(name: "home"))
    print(flow.screens.count, type(of: flow))
    flow.screens.removeAll()
    print("cleared")
}
print("end")
