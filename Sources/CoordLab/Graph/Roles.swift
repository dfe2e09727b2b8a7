/// Which types are coordinators and which are view controllers.
public struct Roles {
    /// Types marked as coordinators by the program (`:coordinator Name`).
    public var markedCoordinators: Set<String> = []

    public init() {}

    /// The role of instances of `type`.
    func role(of type: ClassType) -> RetainGraph.Role {
        if type.isViewController { return .viewController }
        if isCoordinator(type) { return .coordinator }
        if type.location.file == "UIKit.swift", !["UIWindow", "UIApplication"].contains(type.name) { return .uikitDetail }
        return .plain
    }

    /// The abandoned rule's definition of a coordinator.
    func isCoordinator(_ type: ClassType) -> Bool {
        var c: ClassType? = type
        while let k = c {
            if k.name.hasSuffix("Coordinator") || markedCoordinators.contains(k.name) { return true }
            c = k.superclass
        }
        return type.allProtocols().contains { $0.name.hasSuffix("Coordinator") || $0.name.hasSuffix("Coordinating") }
    }
}

extension ClassType {
    /// Whether this is `UIViewController` or inherits from it.
    var isViewController: Bool {
        var c: ClassType? = self
        while let k = c {
            if k.name == "UIViewController" { return true }
            c = k.superclass
        }
        return false
    }
}
