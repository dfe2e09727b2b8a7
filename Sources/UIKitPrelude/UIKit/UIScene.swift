/// A scene (only so that scene-based setup code compiles).
public class UIScene: UIResponder {
}

/// A window scene: `UIWindow(windowScene:)`. Create one with `UIWindowScene()`
/// (UIKit creates it for you).
public class UIWindowScene: UIScene {
}

/// A scene's session: what UIKit hands an app delegate when a scene connects.
public class UISceneSession: NSObject {
    let role: UISceneSession.Role

    /// A session for the app's window, the one scene-based setup code connects.
    override init() {
        self.role = .windowApplication
        super.init()
    }

    init(role: UISceneSession.Role) {
        self.role = role
        super.init()
    }

    /// What a scene is for (UIKit's string constants).
    public struct Role: Equatable {
        let rawValue: String
        init(rawValue: String) {
            self.rawValue = rawValue
        }
        static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// The configuration an app delegate returns for a connecting scene: its name in the
/// app's Info.plist and its role.
public class UISceneConfiguration: NSObject {
    let name: String?
    let role: UISceneSession.Role
    /// The scene delegate's class, when the app names it in code.
    var delegateClass: AnyClass?

    init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}

/// A scene delegate conforms to this; it holds its `window` itself.
public protocol UIWindowSceneDelegate: AnyObject {
}
