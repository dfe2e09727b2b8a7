// Foundation's C math functions: Double and Float overloads, integer literals made Doubles, beside a program's own function of the same name
import Foundation
final class Logger {
    var lines: [String] = []
    func log(_ s: String) { lines.append(s) }
    func run() { log("start"); log("x = \(sqrt(16.0))") }
}
let l = Logger(); l.run(); print(l.lines)
func round(_ x: Double, places: Int) -> Double { let m = pow(10.0, Double(places)); return (x * m).rounded() / m }
print(round(3.14159, places: 2), round(2.5), floor(-1.5), ceil(1.2), trunc(-2.7))
let f: Float = 2
print(sqrt(f), pow(f, 3), type(of: pow(f, 3)), atan2(1.0, 1.0), hypot(3.0, 4), fmod(7.5, 2))
let f2 = 2.0
let angle = 90.0 * .pi / 180
print(sin(angle), cos(0.0), log(exp(1.0)), log10(1000.0), exp(0.0), fabs(-3.5), fmax(1.5, f2), fmin(1, f2))
let distance = sqrt(pow(3.0 - 0.0, 2) + pow(4.0 - 0.0, 2))
print(distance, Int(floor(7.9)), Int(ceil(7.1)))
