// Deep links parsed from URL components into enum routes, offered to child coordinators in turn
// prelude: uikit
enum DeepLink: Equatable {
  case profile(id: Int)
  case settings(section: String?)
  init?(url: URL) {
    guard let comps = URLComponents(url: url, resolvingAgainstBaseURL: false), comps.scheme == "app" else { return nil }
    switch comps.host {
    case "profile":
      guard let idText = comps.queryItems?.first(where: { $0.name == "id" })?.value, let id = Int(idText) else { return nil }
      self = .profile(id: id)
    case "settings": self = .settings(section: comps.queryItems?.first?.value)
    default: return nil
    }
  }
}
protocol DeepLinkHandling: AnyObject { func handle(_ link: DeepLink) -> Bool }
final class ProfileCoordinator: DeepLinkHandling {
  func handle(_ link: DeepLink) -> Bool { if case let .profile(id) = link { print("show profile", id); return true }; return false }
  deinit { print("ProfileCoordinator deinit") }
}
final class SettingsCoordinator: DeepLinkHandling {
  func handle(_ link: DeepLink) -> Bool {
    guard case .settings(let section) = link else { return false }
    print("settings", section ?? "root"); return true
  }
  deinit { print("SettingsCoordinator deinit") }
}
final class AppCoordinator {
  var children: [DeepLinkHandling] = [ProfileCoordinator(), SettingsCoordinator()]
  func open(_ text: String) {
    guard let url = URL(string: text), let link = DeepLink(url: url) else { print("cannot open", text); return }
    if !children.contains(where: { $0.handle(link) }) { print("unhandled", link) }
  }
}
var app: AppCoordinator? = AppCoordinator()
for s in ["app://profile?id=42", "app://settings?section=privacy", "app://settings", "web://x", "app://profile?id=x", "app://other"] { app?.open(s) }
print(DeepLink(url: URL(string: "app://profile?id=7")!) == .profile(id: 7))
app = nil
print("end")
