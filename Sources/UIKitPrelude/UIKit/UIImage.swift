/// An image, by name (an empty name for `UIImage()`). Never fails to load here.
public class UIImage: NSObject {
    let name: String

    /// An empty image.
    override init() {
        self.name = ""
        super.init()
    }

    init?(named name: String) {
        self.name = name
        super.init()
    }

    init?(systemName name: String) {
        self.name = name
        super.init()
    }
}
