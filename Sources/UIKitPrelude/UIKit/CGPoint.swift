/// A point on screen: a scroll view's offset, a rectangle's origin.
public struct CGPoint {
    var x: Double
    var y: Double

    static let zero = CGPoint(x: 0, y: 0)
}

/// A rectangle's corner and size, and its edges and middle, as UIKit's CGRect gives them.
extension CGRect {
    init(origin: CGPoint, size: CGSize) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    var origin: CGPoint {
        get { return CGPoint(x: x, y: y) }
        set { x = newValue.x; y = newValue.y }
    }

    var size: CGSize {
        get { return CGSize(width: width, height: height) }
        set { width = newValue.width; height = newValue.height }
    }

    var minX: Double { return x }
    var midX: Double { return x + width / 2 }
    var maxX: Double { return x + width }
    var minY: Double { return y }
    var midY: Double { return y + height / 2 }
    var maxY: Double { return y + height }
}
