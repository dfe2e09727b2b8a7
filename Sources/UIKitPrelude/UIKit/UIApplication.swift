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
    /// The first responder (see UIResponder.swift). Weak: being it keeps nothing alive.
    weak var __firstResponder: UIResponder?

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

/// Opening URLs in other apps. The device is a simulator with Apple's apps only: Safari
/// opens `http` and `https` URLs, Settings opens `openSettingsURLString`; no other app is
/// installed. Opening leaves the app in UIKit; here the app stays, and nothing posts the
/// life-cycle notifications (see UIApplicationNotifications.swift).
extension UIApplication {
    /// The keys of the options `open(_:options:completionHandler:)` takes (UIKit's string constants).
    public struct OpenExternalURLOptionsKey: Hashable {
        let rawValue: String
        init(rawValue: String) {
            self.rawValue = rawValue
        }
        /// Open only as a universal link, in an app that claims it: none here.
        static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings.
    nonisolated static let openSettingsURLString = "app-settings:"

    /// Whether an installed app opens `url`.
    func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https" || scheme == "app-settings"
    }

    /// Opens `url` in the app that handles it; `completion` is told on the main queue
    /// whether one did.
    func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
              completionHandler completion: ((Bool) -> Void)? = nil) {
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        let opened = !universalOnly && canOpenURL(url)
        if let completion {
            DispatchQueue.main.async {
                completion(opened)
            }
        }
    }
}
