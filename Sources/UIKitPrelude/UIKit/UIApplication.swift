/// An app delegate conforms to this; it holds its `window` itself.
public protocol UIApplicationDelegate: AnyObject {
}

/// The app.
public class UIApplication: UIResponder {
    static let shared = UIApplication()
    /// The app delegate. Weak, as in UIKit: `@main` keeps the app delegate it creates.
    weak var delegate: UIApplicationDelegate?
    /// The window made key by makeKeyAndVisible(). Weak: as in UIKit, the app
    /// (a scene delegate's `window` property) must keep its window alive.
    weak var keyWindow: UIWindow?

    var windows: [UIWindow] {
        if let window = keyWindow {
            return [window]
        }
        return []
    }
}

extension UIApplication {
    /// The keys of the options an app is launched with (UIKit's string constants): what
    /// `application(_:didFinishLaunchingWithOptions:)` takes.
    public struct LaunchOptionsKey: Hashable {
        let rawValue: String
        init(rawValue: String) {
            self.rawValue = rawValue
        }
        static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    }
}
