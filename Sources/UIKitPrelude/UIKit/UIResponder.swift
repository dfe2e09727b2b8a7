/// The base class of views, view controllers, windows and the application: isolated to
/// the main actor, as UIKit's are; `@preconcurrency`, so that Swift 5 code outside the
/// main actor (top-level code without `await`) still uses them as it uses UIKit's.
@preconcurrency @MainActor
public class UIResponder: NSObject {
}
