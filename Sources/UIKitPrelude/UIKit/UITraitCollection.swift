/// How the status bar's text is drawn (UIKit's `UIStatusBarStyle`): what a screen's
/// `preferredStatusBarStyle` returns.
public enum UIStatusBarStyle {
    case `default`, lightContent, darkContent
}

/// A width or height class (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass {
    case unspecified, compact, regular
}

/// The environment a screen is shown in (UIKit's `UITraitCollection`): the device is an
/// iPhone held upright (compact width, regular height) in light mode, unless the screen,
/// a container above it or its window overrides the style.
public class UITraitCollection: NSObject {
    let userInterfaceStyle: UIUserInterfaceStyle
    let horizontalSizeClass: UIUserInterfaceSizeClass
    let verticalSizeClass: UIUserInterfaceSizeClass
    let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point: 3, as on the iPhone whose screen `UIScreen.main` is.
    let displayScale: CGFloat

    init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = .compact
        self.verticalSizeClass = .regular
        self.userInterfaceIdiom = .phone
        self.displayScale = 3
        super.init()
    }
}

extension UIViewController {
    /// The traits the screen has now: the style its own `overrideUserInterfaceStyle` sets,
    /// else the nearest container's above it, else its window's, else light.
    var traitCollection: UITraitCollection {
        var controller: UIViewController? = self
        while let current = controller {
            if current.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection(userInterfaceStyle: current.overrideUserInterfaceStyle)
            }
            controller = current.parent
        }
        if let window = viewIfLoaded?.window, window.overrideUserInterfaceStyle != .unspecified {
            return UITraitCollection(userInterfaceStyle: window.overrideUserInterfaceStyle)
        }
        return UITraitCollection(userInterfaceStyle: .light)
    }
}
