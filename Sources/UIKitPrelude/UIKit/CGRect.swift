/// A length on screen, in points (UIKit's CGFloat is a Double on 64-bit devices).
public typealias CGFloat = Double

/// A width and a height: a collection view's item size.
public struct CGSize {
    var width: Double
    var height: Double

    static let zero = CGSize(width: 0, height: 0)
}

/// A rectangle. (UIKit's CGRect has `origin` and `size`; this one keeps four numbers.)
public struct CGRect {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
}
