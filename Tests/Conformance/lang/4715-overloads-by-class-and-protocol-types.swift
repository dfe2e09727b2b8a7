// Top-level overloads of the same labels whose parameter types one value can be of at once (a class, its subclass, a protocol they conform to, Optionals of them) run the one the arguments' static types choose, as in Swift
protocol Screen: class { var title: String { get } }
protocol Closable { func close() }
class ViewController: Screen, Closable {
    var title: String { "plain" }
    func close() { print("close", title) }
    deinit { print("deinit", title) }
}
final class DetailViewController: ViewController {
    override var title: String { "detail" }
}

func log(_ vc: ViewController) { print("log view controller", vc.title) }
func log(_ screen: Screen) { print("log screen", screen.title) }
func log(_ detail: DetailViewController) { print("log detail", detail.title) }

func state(_ vc: ViewController?) -> String { vc == nil ? "no view controller" : "view controller" }
func state(_ screen: Screen?) -> String { screen == nil ? "no screen" : "screen" }

func finish(_ c: Closable, animated: Bool = true) { print("finish closable", animated); c.close() }
func finish(_ vc: ViewController, animated: Bool = true) { print("finish view controller", animated); vc.close() }

do {
    let plain = ViewController()
    let detail = DetailViewController()
    let asScreen: Screen = detail
    let asBase: ViewController = detail
    log(plain)
    log(detail)
    log(asScreen)
    log(asBase)
    log(plain as Screen)
    weak var weakBase: ViewController? = plain
    weak var weakScreen: Screen? = detail
    print(state(weakBase), state(weakScreen), state(detail), state(nil))
    let closable: Closable = plain
    finish(closable)
    finish(detail, animated: false)
    finish(asBase)
}
print("end")
