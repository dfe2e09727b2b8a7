/// A rectangle. (UIKit's CGRect has `origin` and `size`; this one keeps four numbers.)
struct CGRect {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
}
