// Time decides what is on screen here. A splash screen is replaced by the home screen one
// second after launch; the clock screen, opened by a tap gesture recognizer, starts its
// repeating timer half a second after it appears. The window is a global that the app
// never makes key. The timer keeps its target, the clock screen, and nothing invalidates
// it: leaving the clock after its timer started leaves the screen alive, kept by the run
// loop (leaving it before, nothing is left behind).
final class SplashViewController: UIViewController {}

final class HomeViewController: UIViewController {
    var onOpenClock: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let card = UIView()
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:))))
        view.addSubview(card)
    }
    @objc func cardTapped(_ recognizer: UITapGestureRecognizer) {
        onOpenClock?()
    }
}

final class ClockViewController: UIViewController {
    var timer: Timer?
    var ticks = 0

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            guard let clock = self, clock.timer == nil else { return }
            clock.timer = Timer.scheduledTimer(timeInterval: 1, target: clock, selector: #selector(ClockViewController.tick),
                                               userInfo: nil, repeats: true)
        }
    }
    @objc func tick() {
        ticks += 1
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
    }
}

final class AppFlow {
    let window: UIWindow
    let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }
    func start() {
        window.rootViewController = SplashViewController()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            self?.showHome()
        }
    }
    func showHome() {
        let home = HomeViewController()
        home.onOpenClock = { [weak self] in
            self?.navigationController.pushViewController(ClockViewController(), animated: true)
        }
        navigationController.viewControllers = [home]
        window.rootViewController = navigationController
    }
}

let window = UIWindow(frame: UIScreen.main.bounds)
let flow = AppFlow(window: window)
flow.start()
