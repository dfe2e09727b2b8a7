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
