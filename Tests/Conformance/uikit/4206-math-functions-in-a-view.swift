// A view laying out a progress ring with the C math functions UIKit brings with Foundation
// prelude: uikit
import Foundation
final class RingView: UIView {
    var progress: CGFloat = 0 { didSet { print("angle", (progress * 2 * .pi * 100).rounded() / 100) } }
    func point(at fraction: CGFloat, radius: CGFloat) -> CGPoint {
        let angle = fraction * 2 * .pi - .pi / 2
        return CGPoint(x: (radius * cos(angle) * 10).rounded() / 10, y: (radius * sin(angle) * 10).rounded() / 10)
    }
}
let ring = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
ring.progress = 0.25
print(ring.point(at: 0.25, radius: 50), ring.point(at: 0.5, radius: 50))
let side = sqrt(ring.frame.width * ring.frame.height)
print(side, floor(side / 3), ceil(side / 3), pow(side, 0.5), hypot(3.0, side))
