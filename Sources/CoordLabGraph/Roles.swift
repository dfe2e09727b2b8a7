import CoordLabLanguage

/// Which types are coordinators and which are view controllers.
public struct Roles {
    /// Types marked as coordinators by the program (`:coordinator Name`).
    public var markedCoordinators: Set<String> = []
    /// The files of the UIKit stand-ins (as declarations' locations name them): their
    /// types, but for windows, the application and view controllers, are UIKit's helper
    /// objects, left out of graphs unless they hold the program's own objects.
    public var libraryFiles: Set<String> = []

    public init() {}

    /// The role of instances of `type`.
    func role(of type: ClassType) -> RetainGraph.Role {
        if type.isViewController { return .viewController }
        if isCoordinator(type) { return .coordinator }
        if libraryFiles.contains(type.location.file), !["UIWindow", "UIApplication"].contains(type.name) { return .uikitDetail }
        return .plain
    }

    /// The abandoned rule's definition of a coordinator.
    public func isCoordinator(_ type: ClassType) -> Bool {
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
    public var isViewController: Bool {
        var c: ClassType? = self
        while let k = c {
            if k.name == "UIViewController" { return true }
            c = k.superclass
        }
        return false
    }
}
