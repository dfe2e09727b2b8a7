/// A URL the system hands a scene to open: a tapped deep link or universal link, in
/// `scene(_:openURLContexts:)` and, at launch, in `connectionOptions.urlContexts`. UIKit
/// makes them; make one with `UIOpenURLContext(url:)` to stand for the link the user tapped.
public class UIOpenURLContext: NSObject {
    let url: URL
    let options: UIScene.OpenURLOptions

    init(url: URL) {
        self.url = url
        self.options = UIScene.OpenURLOptions()
        super.init()
    }
}

extension UIScene {
    /// What a scene is connected with: the URLs it was launched to open. UIKit makes them;
    /// `UIScene.ConnectionOptions()` has none, `ConnectionOptions(urlContexts:)` some.
    public class ConnectionOptions: NSObject {
        let urlContexts: Set<UIOpenURLContext>

        init(urlContexts: Set<UIOpenURLContext> = []) {
            self.urlContexts = urlContexts
            super.init()
        }
    }

    /// How a URL is to be opened (nothing here reads it).
    public class OpenURLOptions: NSObject {
        /// The app that asked to open the URL; none here.
        let sourceApplication: String? = nil
    }
}
