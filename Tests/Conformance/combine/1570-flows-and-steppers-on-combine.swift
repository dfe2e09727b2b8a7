// Flows in RxFlow's style on Combine (steps as an enum behind a Step protocol, a Flow answering navigate(to:) with contributors, steppers whose subjects a flow coordinator subscribes to with [weak self, weak flow]): a picked movie pushes a screen that is its own stepper, back frees it, and the end step releases the flow.
// prelude: uikit
protocol Step {}
protocol Stepper: AnyObject { var steps: PassthroughSubject<Step, Never> { get } }
protocol Presentable: AnyObject {}
extension UIViewController: Presentable {}
enum FlowContributor {
    case contribute(withNextPresentable: Presentable, withNextStepper: Stepper)
    case forwardToParentFlow(withStep: Step)
}
enum FlowContributors {
    case one(flowContributor: FlowContributor)
    case multiple(flowContributors: [FlowContributor])
    case none
    case end(forwardToParentFlowWithStep: Step)
}
protocol Flow: AnyObject {
    var root: Presentable { get }
    func navigate(to step: Step) -> FlowContributors
}
final class FlowCoordinator {
    private var cancellables = Set<AnyCancellable>()
    private var flows: [Flow] = []
    func coordinate(flow: Flow, with stepper: Stepper) {
        flows.append(flow)
        listen(to: stepper, in: flow)
    }
    private func listen(to stepper: Stepper, in flow: Flow) {
        stepper.steps
            .sink { [weak self, weak flow] step in
                guard let self = self, let flow = flow else { return }
                self.handle(flow.navigate(to: step), in: flow)
            }
            .store(in: &cancellables)
    }
    private func handle(_ contributors: FlowContributors, in flow: Flow) {
        switch contributors {
        case .one(let contributor): handle(contributor, in: flow)
        case .multiple(let contributors): contributors.forEach { handle($0, in: flow) }
        case .none: break
        case .end:
            flows.removeAll { $0 === flow }
            print("flow ended, flows: \(flows.count)")
        }
    }
    private func handle(_ contributor: FlowContributor, in flow: Flow) {
        if case let .contribute(_, stepper) = contributor { listen(to: stepper, in: flow) }
    }
}
enum AppStep: Step { case moviesAreRequired, movieIsPicked(withId: Int), logout }
final class MoviesViewModel: Stepper {
    let steps = PassthroughSubject<Step, Never>()
    func pick(movieId: Int) { steps.send(AppStep.movieIsPicked(withId: movieId)) }
    deinit { print("deinit MoviesViewModel") }
}
final class MovieDetailViewController: UIViewController, Stepper {
    let steps = PassthroughSubject<Step, Never>()
    let movieId: Int
    init(movieId: Int) { self.movieId = movieId; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    deinit { print("deinit MovieDetailViewController \(movieId)") }
}
final class MoviesFlow: Flow {
    var root: Presentable { rootViewController }
    private let rootViewController = UINavigationController()
    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .moviesAreRequired:
            let viewModel = MoviesViewModel()
            let controller = UIViewController()
            rootViewController.setViewControllers([controller], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: controller, withNextStepper: viewModel))
        case .movieIsPicked(let id):
            let detail = MovieDetailViewController(movieId: id)
            rootViewController.pushViewController(detail, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: detail, withNextStepper: detail))
        case .logout:
            return .end(forwardToParentFlowWithStep: AppStep.logout)
        }
    }
    deinit { print("deinit MoviesFlow") }
}
final class AppStepper: Stepper {
    let steps = PassthroughSubject<Step, Never>()
}
let coordinator = FlowCoordinator()
var flow: MoviesFlow? = MoviesFlow()
let appStepper = AppStepper()
coordinator.coordinate(flow: flow!, with: appStepper)
let window = UIWindow()
window.rootViewController = flow!.root as? UIViewController
window.makeKeyAndVisible()
appStepper.steps.send(AppStep.moviesAreRequired)
appStepper.steps.send(AppStep.movieIsPicked(withId: 42))
print("back: \(__coordlabBack())")
appStepper.steps.send(AppStep.logout)
window.rootViewController = nil
flow = nil
print("end")
