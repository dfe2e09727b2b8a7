// Type erasure over coordinators whose route comes from a generic base class
protocol Coordinating: AnyObject {
    associatedtype Route
    var current: Route? { get }
    func navigate(to route: Route)
}
final class AnyCoordinator<Route>: Coordinating {
    private let _navigate: (Route) -> Void
    private let _current: () -> Route?
    init<C: Coordinating>(_ c: C) where C.Route == Route {
        _navigate = { [weak c] in c?.navigate(to: $0) }
        _current = { [weak c] in c?.current }
    }
    var current: Route? { _current() }
    func navigate(to route: Route) { _navigate(route) }
    deinit { print("AnyCoordinator<\(Route.self)> deinit") }
}
class FlowCoordinator<Step>: Coordinating {
    private(set) var current: Step?
    let name: String
    init(name: String) { self.name = name }
    func navigate(to route: Step) { current = route; print(name, "->", route) }
    deinit { print(name, "deinit") }
}
enum Onboarding { case welcome, permissions(asked: Int), done }
enum Settings: String { case account, privacy }
final class OnboardingFlow: FlowCoordinator<Onboarding> {
    init() { super.init(name: "onboarding") }
}
final class SettingsFlow: FlowCoordinator<Settings> {}
class Middle<T>: FlowCoordinator<[T]> {}
final class Leaf: Middle<Int> {}

var flows: [AnyObject] = [OnboardingFlow(), SettingsFlow(name: "settings"), Leaf(name: "leaf")]
let onboarding = AnyCoordinator(flows[0] as! OnboardingFlow)
let settings = AnyCoordinator(flows[1] as! SettingsFlow)
let plain = AnyCoordinator(FlowCoordinator<Double>(name: "plain"))
let leaf = AnyCoordinator(flows[2] as! Leaf)
onboarding.navigate(to: .welcome)
onboarding.navigate(to: .permissions(asked: 2))
settings.navigate(to: .privacy)
plain.navigate(to: 1.5)
leaf.navigate(to: [1, 2])
print(type(of: onboarding), type(of: settings), type(of: plain), type(of: leaf))
print(onboarding.current.map { "\($0)" } ?? "none", settings.current?.rawValue ?? "none", plain.current ?? 0, leaf.current ?? [])
flows.removeAll()
print(onboarding.current == nil, settings.current == nil)
