// A card screen animates its card with affine transforms (scale, rotation, translation, concatenated and inverted) inside UIView.animate: the transform's matrix and the card's frame read back as UIKit computes them, its center and bounds stay, and the animation's completion keeps the screen until it runs
// prelude: uikit
import Foundation

final class CardViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 45, y: 200, width: 300, height: 200))
    var onDismissed: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.layer.cornerRadius = 12
        card.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        print("start frame:", card.frame, "center:", card.center, "bounds:", card.bounds.width, card.bounds.height)
    }

    func pop() {
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: [.curveEaseOut]) {
            self.card.transform = .identity
        } completion: { _ in
            print("popped in, identity:", self.card.transform.isIdentity, self.card.frame)
        }
    }

    func fling() {
        let tilt = CGAffineTransform(rotationAngle: .pi / 6)
        let away = tilt.concatenating(CGAffineTransform(translationX: 400, y: -50))
        UIView.animate(withDuration: 0.4, animations: {
            self.card.transform = away
            self.card.alpha = 0
        }, completion: { finished in
            print("flung:", finished)
            self.onDismissed?()
        })
        let frame = card.frame
        print("fling frame:", Int(frame.minX), Int(frame.minY), Int(frame.width), Int(frame.height))
        print("center kept:", card.center, "undone:", away.concatenating(away.inverted()).isIdentity)
    }

    deinit { print("CardViewController deinit") }
}

final class CardCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = CardViewController()
        screen.onDismissed = { [weak self] in
            self?.navigationController.popViewController(animated: false)
        }
        navigationController.pushViewController(screen, animated: false)
    }

    deinit { print("CardCoordinator deinit") }
}

let scale = CGAffineTransform(scaleX: 2, y: 3)
let moved = scale.translatedBy(x: 10, y: 5)
print(moved, CGPoint(x: 1, y: 1).applying(moved))
print(scale.rotated(by: .pi).scaledBy(x: 0.5, y: 1) == CGAffineTransform(scaleX: 2, y: 3).rotated(by: .pi).scaledBy(x: 0.5, y: 1))
print(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0).isIdentity, CGAffineTransform(scaleX: 0, y: 0).inverted())

let window = UIWindow(frame: UIScreen.main.bounds)
let navigation = UINavigationController(rootViewController: UIViewController())
window.rootViewController = navigation
window.makeKeyAndVisible()
var coordinator: CardCoordinator? = CardCoordinator(navigationController: navigation)
coordinator!.start()
weak var screen = navigation.topViewController as? CardViewController
screen!.pop()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
screen!.fling()
print("screens:", navigation.viewControllers.count)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
print("screens:", navigation.viewControllers.count, "screen freed:", screen == nil)
coordinator = nil
