/// A view that shows an image. It holds its image strongly.
public class UIImageView: UIView {
    var image: UIImage?
    var highlightedImage: UIImage?
    var isHighlighted = false

    convenience init(image: UIImage?) {
        self.init(frame: CGRect.zero)
        self.image = image
    }

    convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
}
