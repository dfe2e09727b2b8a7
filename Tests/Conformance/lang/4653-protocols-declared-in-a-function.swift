// A flow run in a function declaring its own protocol of steps, a class and a struct conforming to it there: the local protocol is a type as the file's own are, its requirements dispatched through the witness, its existentials released with the array
final class Screen { let name: String; init(_ n: String) { name = n }; deinit { print("Screen deinit", name) } }
func runFlow() {
    protocol Step: AnyObject {
        var title: String { get }
        func next() -> String
    }
    final class Login: Step {
        let screen = Screen("login")
        var title: String { "Login" }
        func next() -> String { "home" }
        deinit { print("Login deinit") }
    }
    struct Done: Equatable {}
    var steps: [Step] = [Login()]
    print(steps.map(\.title), steps[0].next(), steps[0] is Login)
    steps.removeAll()
    print("after removeAll", Done() == Done())
}
runFlow()
func other() {
    protocol Named { var name: String { get } }
    struct Tag: Named { let name: String }
    let t: any Named = Tag(name: "x")
    print(t.name)
}
other()
