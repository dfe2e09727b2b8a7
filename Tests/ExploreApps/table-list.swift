// A UITableViewController list of orders whose row selection (tableView(_:didSelectRowAt:))
// asks its coordinator to show the order: the coordinator starts a detail coordinator per
// order, appends it to its children, and removes it only when the detail screen's Done
// button finishes the flow. A user who leaves by :back or an edge swipe leaves the
// detail coordinator in the array (abandoned), one more per visit (growth). Only a row
// tap (`:select ROW`) reaches the detail. Expected by hand:
//   abandoned OrderDetailCoordinator; growth OrderDetailCoordinator.
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func finish(_ child: Coordinator) {
        children.removeAll { $0 === child }
    }
}

final class OrdersCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    let orders = ["Coffee", "Tea"]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
    func start() {
        let list = OrderListViewController(orders: orders)
        list.onSelect = { [weak self] order in
            self?.showOrder(order)
        }
        navigationController.pushViewController(list, animated: false)
    }
    func showOrder(_ order: String) {
        let detail = OrderDetailCoordinator(order: order, navigationController: navigationController)
        detail.parent = self
        children.append(detail)
        detail.start()
    }
}

final class OrderListViewController: UITableViewController {
    let orders: [String]
    var onSelect: ((String) -> Void)?

    init(orders: [String]) {
        self.orders = orders
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "order")
        cell.textLabel?.text = orders[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onSelect?(orders[indexPath.row])
    }
}

final class OrderDetailCoordinator: Coordinator {
    var children: [Coordinator] = []
    weak var parent: OrdersCoordinator?
    let order: String
    unowned let navigationController: UINavigationController

    init(order: String, navigationController: UINavigationController) {
        self.order = order
        self.navigationController = navigationController
    }
    func start() {
        let detail = OrderDetailViewController()
        detail.title = order
        detail.coordinator = self
        navigationController.pushViewController(detail, animated: true)
    }
    func done() {
        navigationController.popViewController(animated: true)
        parent?.finish(self)
    }
    deinit { print("OrderDetailCoordinator deinit") }
}

final class OrderDetailViewController: UIViewController {
    weak var coordinator: OrderDetailCoordinator?

    func done() { coordinator?.done() }
    deinit { print("OrderDetailViewController deinit") }
}

let window = UIWindow()
let navigation = UINavigationController()
let orders = OrdersCoordinator(navigationController: navigation)
orders.start()
window.rootViewController = navigation
window.makeKeyAndVisible()
