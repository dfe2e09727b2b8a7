// A service locator keyed by type names resolves singletons and factories generically into coordinators
protocol AuthService: AnyObject { var isLoggedIn: Bool { get } }
final class DefaultAuth: AuthService { var isLoggedIn = false; deinit { print("DefaultAuth deinit") } }
final class Analytics { func track(_ e: String) { print("track", e) }; deinit { print("Analytics deinit") } }
final class Container {
  private var factories: [String: () -> Any] = [:]
  private var singletons: [String: Any] = [:]
  func register<T>(_ type: T.Type, singleton: Bool = false, factory: @escaping () -> T) {
    let key = String(describing: type)
    if singleton { singletons[key] = factory() } else { factories[key] = factory }
  }
  func resolve<T>(_ type: T.Type = T.self) -> T {
    let key = String(describing: type)
    if let s = singletons[key] as? T { return s }
    guard let f = factories[key], let v = f() as? T else { fatalError("no \(key)") }
    return v
  }
  deinit { print("Container deinit") }
}
final class HomeCoordinator {
  let auth: AuthService
  let analytics: Analytics
  init(container: Container) { auth = container.resolve(); analytics = container.resolve(Analytics.self) }
  func start() { analytics.track(auth.isLoggedIn ? "home" : "login") }
  deinit { print("HomeCoordinator deinit") }
}
do {
  let c = Container()
  c.register(AuthService.self, singleton: true) { DefaultAuth() }
  c.register(Analytics.self) { Analytics() }
  let h = HomeCoordinator(container: c)
  h.start()
  let a1: Analytics = c.resolve(); let a2: Analytics = c.resolve()
  print(a1 === a2, c.resolve(AuthService.self) === h.auth)
}
print("end")
