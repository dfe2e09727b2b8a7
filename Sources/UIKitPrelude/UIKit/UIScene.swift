/// A scene (only so that scene-based setup code compiles).
class UIScene: UIResponder {
}

/// A window scene: `UIWindow(windowScene:)`. Create one with `UIWindowScene()`
/// (UIKit creates it for you).
class UIWindowScene: UIScene {
}

class UISceneSession: NSObject {
}

/// A scene delegate conforms to this; it holds its `window` itself.
protocol UIWindowSceneDelegate: AnyObject {
}
