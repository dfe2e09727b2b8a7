// A card-style screen as real ones are written: rounded corners, a border and a shadow on its views' layers, layoutIfNeeded inside animations, and the view freed with its layer
// prelude: uikit
import Foundation

final class CardView: UIView {
    let title: String
    init(title: String) {
        self.title = title
        super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        layer.cornerRadius = 12
        layer.masksToBounds = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 8
    }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit CardView \(title)") }
}

final class CardViewController: UIViewController {
    let card = CardView(title: "welcome")
    let button = UIButton(type: .system)
    var onContinue: (() -> Void)?
    deinit { print("deinit CardViewController") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addSubview(button)
        button.layer.borderWidth = 1
        button.layer.borderColor = UIColor.systemBlue.cgColor
        button.layer.cornerRadius = button.frame.height / 2
        button.clipsToBounds = true
        print("button masks:", button.layer.masksToBounds, "card masks:", card.layer.masksToBounds)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    func expand() {
        card.frame.size.height = 300
        UIView.animate(withDuration: 0.3, animations: {
            self.view.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self else { return }
            print("expanded:", self.card.frame.height, "radius:", self.card.layer.cornerRadius)
            self.onContinue?()
        })
    }
}

final class WelcomeCoordinator {
    let navigationController: UINavigationController
    var onFinish: (() -> Void)?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    deinit { print("deinit WelcomeCoordinator") }
    func start() {
        let vc = CardViewController()
        vc.onContinue = { [weak self] in self?.finish() }
        navigationController.setViewControllers([vc], animated: false)
    }
    func finish() {
        navigationController.setViewControllers([], animated: false)
        onFinish?()
    }
}

let layer = CALayer()
layer.masksToBounds = true
print("own layer:", layer.masksToBounds, layer.cornerRadius, layer.borderWidth, layer.shadowOpacity, layer.shadowRadius, layer.shadowOffset.height)
print("colors equal:", UIColor.red.cgColor == UIColor.red.cgColor, UIColor.red.cgColor == UIColor.blue.cgColor)

let nav = UINavigationController()
let window = UIWindow(frame: .zero)
window.rootViewController = nav
window.makeKeyAndVisible()
var coordinator: WelcomeCoordinator? = WelcomeCoordinator(navigationController: nav)
coordinator?.onFinish = { print("welcome finished") }
coordinator?.start()
weak var screen = nav.topViewController as? CardViewController
print("card shadow:", screen?.card.layer.shadowOpacity ?? 0, "delegate is card:", screen?.card.layer.delegate === screen?.card)
screen?.expand()
RunLoop.main.run(until: Date().addingTimeInterval(1))
coordinator = nil
print("end")
