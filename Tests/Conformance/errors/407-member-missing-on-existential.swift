// ERRORS: a protocol-typed value offers only the protocol's members
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}
final class TabCoordinator: Coordinator {
    var children: [Coordinator] = []
    func start() { print("tabs") }
    func selectTab(_ index: Int) { print("tab \(index)") }
}
let root: Coordinator = TabCoordinator()
root.start()
root.selectTab(1)
