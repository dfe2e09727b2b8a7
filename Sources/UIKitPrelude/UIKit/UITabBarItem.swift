/// What a controller shows in a tab bar.
public class UITabBarItem: NSObject {
    var title: String?
    var image: UIImage?
    var selectedImage: UIImage?
    var tag = 0
    /// The text of the badge on the tab (nil: no badge).
    var badgeValue: String?
    var badgeColor: UIColor?

    init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// The tab bar items UIKit draws itself: their title and image are UIKit's, not read back.
    public enum SystemItem: Int {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.tag = tag
        super.init()
    }

    init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }
}
