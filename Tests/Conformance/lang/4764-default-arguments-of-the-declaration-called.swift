// An override with other default arguments than the method it overrides takes the defaults of the declaration the call is compiled against (the receiver's static type), and its own body, as swiftc does
class BaseCoordinator {
    func start(animated: Bool = false, source: String = "base") { print("base start", animated, source) }
    func restart() { start() }
    func pages(_ count: Int = 1) -> Int { count }
}
class ModalCoordinator: BaseCoordinator {
    override func start(animated: Bool = true, source: String = "modal") { print("modal start", animated, source) }
    override func pages(_ count: Int = 5) -> Int { count * 10 }
}
final class SheetCoordinator: ModalCoordinator {
    override func start(animated: Bool = true, source: String = "sheet") {
        print("sheet start", animated, source)
        super.start()
    }
}
let all: [BaseCoordinator] = [BaseCoordinator(), ModalCoordinator(), SheetCoordinator()]
for c in all {
    c.start()
    c.start(source: "deep link")
    c.restart()
    print(c.pages())
}
let modal: ModalCoordinator = SheetCoordinator()
modal.start()
print(modal.pages(), SheetCoordinator().pages(2))
