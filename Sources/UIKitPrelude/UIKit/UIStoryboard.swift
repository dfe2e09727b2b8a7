/// A storyboard: the screens an app lays out in Interface Builder.
///
/// There are no storyboard files here. A storyboard holds one scene for each view
/// controller class of the program, under the class's own name as its Storyboard ID: the
/// convention that the `Storyboarded` protocol of many coordinator apps relies on
/// (`storyboard.instantiateViewController(withIdentifier: String(describing: self))`).
/// A scene is made as UIKit makes it, with `init?(coder:)`, so a screen whose
/// `init?(coder:)` is `fatalError(…)` traps as it would on a device. Nothing else of a
/// scene exists: outlets stay nil, and there are no segues.
public class UIStoryboard: NSObject {
    /// The storyboard file's name (`"Main"`).
    let __name: String

    /// The storyboard named `name`; every name holds the same scenes here.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.__name = name
        super.init()
    }

    /// A new instance of the scene with Storyboard ID `identifier`: the program's view
    /// controller class of that name. UIKit raises an exception for an identifier the
    /// storyboard lacks; here that is a trap with UIKit's words.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let scene = _typeByName("main." + identifier) as? UIViewController.Type,
              let made = scene.init(coder: NSCoder()) else {
            fatalError("Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return made
    }

    /// A new instance of the scene with Storyboard ID `identifier`, made by `creator` (a
    /// screen's own initializer that calls `init?(coder:)`, to give it what it depends on)
    /// or, when there is none or it gives nil, by `init?(coder:)`, as UIKit does.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let scene = _typeByName("main." + identifier) as? UIViewController.Type else {
            fatalError("Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        if let creator, let made = creator(NSCoder()) {
            return made
        }
        guard let made = scene.init(coder: NSCoder()) as? ViewController else {
            fatalError("Storyboard (\(self)) made a '\(identifier)', which is not a '\(ViewController.self)'")
        }
        return made
    }
}
