// ERRORS: a value bound to an annotation it does not convert to
protocol Coordinator: AnyObject { func start() }
final class AppCoordinator: Coordinator { func start() {} }
final class Analytics {}
let app: Coordinator = AppCoordinator()
let tracker: Coordinator = Analytics()
