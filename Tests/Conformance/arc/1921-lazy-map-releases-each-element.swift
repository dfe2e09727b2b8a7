// Objects a lazy map makes die one by one as first(where:) passes them, and the found one lives as long as its binding; eager map keeps them all to the end
final class Coordinator {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("Coordinator \(name) deinit") }
}

final class FlowScreen {
    let coordinator: Coordinator
    init(coordinator: Coordinator) {
        self.coordinator = coordinator
        print("FlowScreen for \(coordinator.name) made")
    }
    var isCheckout: Bool { coordinator.name == "checkout" }
    deinit { print("FlowScreen \(coordinator.name) deinit") }
}

var children = [Coordinator(name: "cart"), Coordinator(name: "checkout"), Coordinator(name: "receipt")]

func findCheckout() {
    let screen = children.lazy.map { FlowScreen(coordinator: $0) }.first { screen in
        print("is \(screen.coordinator.name) checkout?")
        return screen.isCheckout
    }
    print("found \(screen?.coordinator.name ?? "none")")
    let eager = children.map { FlowScreen(coordinator: $0) }.first { $0.isCheckout }
    print("eager found \(eager?.coordinator.name ?? "none")")
}

findCheckout()
print("searched")
let receipt = children.lazy.compactMap { $0.name == "receipt" ? FlowScreen(coordinator: $0) : nil }.first
print("receipt screen: \(receipt != nil)")
let anyCart = children.lazy.map { FlowScreen(coordinator: $0) }.contains { $0.coordinator.name == "cart" }
print("has cart: \(anyCart)")
children.removeAll()
print("children removed")
