// Adding a child coordinator can first drop any running child of the same dynamic type (type(of:) == type(of:)); a removeChild(_:) finds it by identity in enumerated() and breaks
// prelude: uikit
protocol Coordinating: AnyObject {
    var parent: Coordinating? { get set }
    var childCoordinators: [Coordinating] { get set }
    func start()
}

extension Coordinating {
    func addChild(_ newChild: Coordinating, removeDuplicates: Bool = false) {
        if removeDuplicates {
            childCoordinators.removeAll { existing in type(of: existing) == type(of: newChild) }
        }
        newChild.parent = self
        childCoordinators.append(newChild)
        newChild.start()
    }

    func removeChild(_ child: Coordinating) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            print("removed child at \(index)")
            break
        }
    }
}

class FlowCoordinator: Coordinating {
    weak var parent: Coordinating?
    var childCoordinators: [Coordinating] = []
    let label: String
    init(label: String) { self.label = label }
    func start() { print("start \(label)") }
    deinit { print("\(label) deinit") }
}

final class CartCoordinator: FlowCoordinator {}
final class SearchCoordinator: FlowCoordinator {}

final class ShopCoordinator: Coordinating {
    weak var parent: Coordinating?
    var childCoordinators: [Coordinating] = []
    func start() { print("shop open") }
    func summary() -> String {
        childCoordinators.map { ($0 as? FlowCoordinator)?.label ?? "?" }.joined(separator: ", ")
    }
}

let shop = ShopCoordinator()
shop.start()
shop.addChild(CartCoordinator(label: "cart A"))
shop.addChild(SearchCoordinator(label: "search A"))
print("children: \(shop.summary())")
shop.addChild(CartCoordinator(label: "cart B"), removeDuplicates: true)
print("children: \(shop.summary())")
let search = shop.childCoordinators.first { $0 is SearchCoordinator }
if let search { shop.removeChild(search) }
print("children: \(shop.summary()), parent set: \(search?.parent != nil)")
shop.removeChild(CartCoordinator(label: "stranger"))
shop.childCoordinators.removeAll()
print("end")
