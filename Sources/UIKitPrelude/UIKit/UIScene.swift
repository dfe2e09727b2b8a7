/// A scene (only so that scene-based setup code compiles).
public class UIScene: UIResponder {
}

/// A window scene: `UIWindow(windowScene:)`. Create one with `UIWindowScene()`
/// (UIKit creates it for you).
public class UIWindowScene: UIScene {
}

public class UISceneSession: NSObject {
}

/// A scene delegate conforms to this; it holds its `window` itself.
public protocol UIWindowSceneDelegate: AnyObject {
}
