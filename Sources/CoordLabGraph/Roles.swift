import CoordLabLanguage

/// Which types are coordinators and which are view controllers.
public struct Roles {
    /// Types marked as coordinators by the program (`:coordinator Name`).
    public var markedCoordinators: Set<String> = []
    /// The files of the UIKit stand-ins (as declarations' locations name them): their
    /// types, but for windows and view controllers, are UIKit's helper objects (the
    /// application too: it holds its delegate and key window weakly), left out of graphs
    /// unless they hold the program's own objects.
    public var libraryFiles: Set<String> = []
    /// Whether a global (type nil) or a property of a class is the UIKit stand-ins' own
    /// machinery, which graphs leave out; the workspace gives the prelude's rule.
    public var isMachinery: (_ name: String, _ owner: ClassType?) -> Bool = { _, _ in false }

    public init() {}

    /// The role of instances of `type`.
    func role(of type: ClassType) -> RetainGraph.Role {
        if type.isViewController { return .viewController }
        if isCoordinator(type) { return .coordinator }
        if libraryFiles.contains(type.location.file), type.name != "UIWindow" { return .uikitDetail }
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
    /// Whether this class or a superclass has a computed property named `name`.
    public func hasComputedProperty(_ name: String) -> Bool {
        var c: ClassType? = self
        while let k = c {
            if k.computed[name] != nil { return true }
            c = k.superclass
        }
        return false
    }

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
