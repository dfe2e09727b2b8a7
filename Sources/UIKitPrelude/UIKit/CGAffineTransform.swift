import Foundation

/// A 2-D affine transform (Core Graphics' `CGAffineTransform`): the matrix
/// `[a b 0; c d 0; tx ty 1]`, which maps a point `(x, y)` to
/// `(a·x + c·y + tx, b·x + d·y + ty)`. A view's `transform` scales, rotates or moves it.
public struct CGAffineTransform: Equatable {
    var a: CGFloat
    var b: CGFloat
    var c: CGFloat
    var d: CGFloat
    var tx: CGFloat
    var ty: CGFloat

    init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A rotation by `angle` radians (counterclockwise in the matrix's terms, clockwise on
    /// screen, whose y axis points down).
    init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    var isIdentity: Bool {
        return self == CGAffineTransform.identity
    }

    /// This transform, then `t2`.
    func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        return CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                                 c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                                 tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A scale, then this transform.
    func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        return CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A move, then this transform.
    func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        return CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A rotation, then this transform.
    func rotated(by angle: CGFloat) -> CGAffineTransform {
        return CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; this one unchanged when it cannot be undone
    /// (its determinant is 0), as Core Graphics returns it.
    func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        if determinant == 0 {
            return self
        }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// The box around `frame`'s rectangle transformed about its middle: a transformed view's frame.
    func __box(around frame: CGRect) -> CGRect {
        let halfWidth = frame.width / 2
        let halfHeight = frame.height / 2
        var xs: [CGFloat] = []
        var ys: [CGFloat] = []
        for corner in [CGPoint(x: -halfWidth, y: -halfHeight), CGPoint(x: halfWidth, y: -halfHeight),
                       CGPoint(x: -halfWidth, y: halfHeight), CGPoint(x: halfWidth, y: halfHeight)] {
            xs.append(frame.midX + a * corner.x + c * corner.y + tx)
            ys.append(frame.midY + b * corner.x + d * corner.y + ty)
        }
        let minX = xs.min()!
        let minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

extension CGPoint {
    /// The point the transform maps this one to.
    func applying(_ t: CGAffineTransform) -> CGPoint {
        return CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
