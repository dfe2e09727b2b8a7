/// An image, by name. Never fails to load here.
public class UIImage: NSObject {
    let name: String

    init?(named name: String) {
        self.name = name
        super.init()
    }

    init?(systemName name: String) {
        self.name = name
        super.init()
    }
}
