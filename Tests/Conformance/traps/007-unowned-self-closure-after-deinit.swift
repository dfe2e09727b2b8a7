// TRAP: an [unowned self] closure that outlives self traps when it runs
// expect-trap: Attempted to read an unowned reference but object
class Presenter {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
    func makeHandler() -> () -> Void {
        return { [unowned self] in print("handler of \(self.name)") }
    }
}

var presenter: Presenter? = Presenter("p")
let handler = presenter!.makeHandler()
handler()
presenter = nil
print("presenter released")
handler()
print("never printed")
