// ARC: a closure that uses self keeps self alive for as long as the closure lives
class Presenter {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
    func makeHandler() -> () -> Void {
        return { print("handler of \(self.name)") }
    }
    func makeImplicit() -> () -> Void {
        return { self.greet() }
    }
    func greet() { print("greet from \(name)") }
}

var handler: (() -> Void)? = nil
var presenter: Presenter? = Presenter("p1")
handler = presenter!.makeHandler()
presenter = nil
print("presenter variable cleared")
handler!()
handler = nil
print("handler cleared")
var other: (() -> Void)? = Presenter("p2").makeImplicit()
other!()
other = nil
print("end")
