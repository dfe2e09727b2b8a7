/// The base class of views, view controllers, windows and the application.
class UIResponder: NSObject {
}
