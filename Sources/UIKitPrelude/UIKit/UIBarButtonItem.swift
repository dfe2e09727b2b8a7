/// A button in a navigation bar. `init(title:style:target:action:)` needs
/// `#selector`; use `primaryAction`.
class UIBarButtonItem: NSObject {
    var title: String?
    var image: UIImage?
    /// Strong: the item keeps its action (and what its handler captures).
    var primaryAction: UIAction?

    init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        super.init()
    }
}
