// Flow coordinators are required to have init(_:) taking the navigation controller; the app makes each flow from its metatype and is told through an output delegate when one ends
// prelude: uikit
protocol CoordinatorOutput: AnyObject {
    func coordinatorDidFinish(_ coordinator: FlowCoordinator)
}

protocol FlowCoordinator: AnyObject {
    init(_ navigationController: UINavigationController)
    var outputDelegate: CoordinatorOutput? { get set }
    var navigationController: UINavigationController { get set }
    func start()
}

final class IntakeCoordinator: FlowCoordinator {
    weak var outputDelegate: CoordinatorOutput?
    var navigationController: UINavigationController
    init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let form = UIViewController()
        form.title = "Intake form"
        navigationController.pushViewController(form, animated: false)
    }
    func submit() {
        navigationController.popViewController(animated: false)
        outputDelegate?.coordinatorDidFinish(self)
    }
    deinit { print("IntakeCoordinator deinit") }
}

final class ResultsCoordinator: FlowCoordinator {
    weak var outputDelegate: CoordinatorOutput?
    var navigationController: UINavigationController
    init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() { print("results shown over \(navigationController.viewControllers.count) screens") }
    deinit { print("ResultsCoordinator deinit") }
}

final class ClinicCoordinator: CoordinatorOutput {
    let navigationController = UINavigationController(rootViewController: UIViewController())
    var flows: [FlowCoordinator] = []
    func begin(_ kind: FlowCoordinator.Type) -> FlowCoordinator {
        let flow = kind.init(navigationController)
        flow.outputDelegate = self
        flows.append(flow)
        flow.start()
        return flow
    }
    func coordinatorDidFinish(_ coordinator: FlowCoordinator) {
        flows.removeAll { $0 === coordinator }
        print("\(type(of: coordinator)) finished; \(flows.count) running")
        if coordinator is IntakeCoordinator { _ = begin(ResultsCoordinator.self) }
    }
    deinit { print("ClinicCoordinator deinit") }
}

var clinic: ClinicCoordinator? = ClinicCoordinator()
let intake = clinic?.begin(IntakeCoordinator.self) as? IntakeCoordinator
print("top: \(clinic?.navigationController.topViewController?.title ?? "-")")
intake?.submit()
print("flows: \(clinic?.flows.map { "\(type(of: $0))" } ?? [])")
clinic = nil
print("end")
