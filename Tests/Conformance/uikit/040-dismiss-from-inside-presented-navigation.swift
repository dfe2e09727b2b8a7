// Checks a screen pushed inside a presented navigation controller calling dismiss on itself: UIKit dismisses the whole presented navigation controller (the screen is not presented itself); after the completion the navigation controller and its stack are released, except the caller, held until its call returns.
// prelude: uikit

/// Logs its lifecycle under its class name.
class Screen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(type(of: self)) viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(type(of: self)) viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(type(of: self)) viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\(type(of: self)) viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\(type(of: self)) viewDidDisappear")
    }
    deinit {
        print("\(type(of: self)) deinit")
    }
}

final class Home: Screen {}
final class Step1: Screen {}
final class Step2: Screen {
    func finish() {
        print("Step2 finish: dismiss(animated:)")
        dismiss(animated: true) {
            print("dismiss completion")
        }
    }
}

final class FlowNavigation: UINavigationController {
    deinit {
        print("FlowNavigation deinit")
    }
}

/// Stands for the button that calls finish(): weak, like a control's target.
weak var currentStep: Step2?

func startFlow(from presenter: UIViewController) {
    let flow = FlowNavigation(rootViewController: Step1())
    flow.modalPresentationStyle = .fullScreen
    presenter.present(flow, animated: true)
    let step2 = Step2()
    currentStep = step2
    flow.pushViewController(step2, animated: true)
}

let window = UIWindow()
let home = Home()
window.rootViewController = home
window.makeKeyAndVisible()
print("-- start the flow: only Home's presentedViewController holds it")
startFlow(from: home)
print("-- Step2 finishes (held by the call until it returns)")
currentStep?.finish()
print("end")
