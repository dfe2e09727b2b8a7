// An enum whose raw type is Double or Float has floating-point raw values, from integer literals (`case a = 1` is 1.0) and implicit ones (one more than the case before, from 0.0)
enum Zoom: Double, CaseIterable {
    case fit, actual = 1, double = 2, custom = 3.5
}
enum Speed: Float { case slow = 1, normal, fast }
enum Opacity: Double { case hidden, faint, visible = 2, next }

print(Zoom.allCases.map(\.rawValue))
print(Zoom.actual.rawValue * 2, Zoom(rawValue: 2) as Any, Zoom(rawValue: 3.5) as Any, Zoom(rawValue: 4) as Any)
print(Speed.normal.rawValue, Speed.fast.rawValue, type(of: Speed.slow.rawValue), Speed(rawValue: 3) as Any)
print(Opacity.faint.rawValue, Opacity.next.rawValue, Opacity(rawValue: 0) as Any)
let total = [Zoom.fit, .double, .custom].reduce(0.0) { $0 + $1.rawValue }
print(total, "\(Zoom.fit.rawValue)")
