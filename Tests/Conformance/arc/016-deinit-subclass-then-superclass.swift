// ARC: deinit bodies run subclass first, then superclass, up the whole chain
class Coordinator {
    init() { print("Coordinator.init") }
    deinit { print("Coordinator.deinit") }
}

class FlowCoordinator: Coordinator {
    override init() {
        print("FlowCoordinator.init")
        super.init()
    }
    deinit { print("FlowCoordinator.deinit") }
}

final class LoginCoordinator: FlowCoordinator {
    override init() {
        print("LoginCoordinator.init")
        super.init()
    }
    deinit { print("LoginCoordinator.deinit") }
}

class Silent: Coordinator {}

var c: Coordinator? = LoginCoordinator()
print("created")
c = nil
print("---")
c = Silent()
c = nil
print("end")
