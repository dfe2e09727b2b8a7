/// What a controller shows in a tab bar.
class UITabBarItem: NSObject {
    var title: String?
    var image: UIImage?
    var selectedImage: UIImage?
    var tag = 0

    init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
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
