/// A window. It holds its root view controller STRONGLY: the root of every
/// object graph of an app.
public class UIWindow: UIView {
    /// Strong. Assigning it releases the old root at once (UIKit would first
    /// send the old root viewWillDisappear/viewDidDisappear); the new root
    /// appears at makeKeyAndVisible() or at the next UIKit call. A window given a
    /// root becomes the one UIKit shows when launch ends (`__coordlabAppWindow`).
    var rootViewController: UIViewController? {
        didSet {
            if rootViewController != nil {
                __coordlabAppWindow = self
                __coordlabAppHadWindow = true
            }
        }
    }
    /// Weak.
    weak var windowScene: UIWindowScene?

    /// The root controller the window last showed.
    weak var __shownRoot: UIViewController?

    /// `UIWindow()` and `UIWindow(frame: UIScreen.main.bounds)`.
    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        __coordlabWindowOfTopView = __coordlabWindow(ofTopView:)
    }

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
        isHidden = true
        __coordlabWindowOfTopView = __coordlabWindow(ofTopView:)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        __coordlabWindowOfTopView = __coordlabWindow(ofTopView:)
    }

    var isKeyWindow: Bool {
        return UIApplication.shared.keyWindow === self
    }

    /// Makes this the key window and shows its root view controller: the root
    /// (and what is on screen inside it) gets viewDidLoad, viewWillAppear and
    /// viewDidAppear. Gestures act on the key window.
    func makeKeyAndVisible() {
        UIApplication.shared.keyWindow = self
        isHidden = false
        __syncRoot()
    }

    func __syncRoot() {
        if isHidden { return }
        let root = rootViewController
        if root !== __shownRoot {
            let old = __shownRoot
            __shownRoot = root
            __swapShownController(from: old, to: root)
        }
        root?.__syncTree()
    }
}
