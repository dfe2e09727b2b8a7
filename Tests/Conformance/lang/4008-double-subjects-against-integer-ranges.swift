// a Double or Float matched against ranges written with integer literals (case 0..<1:, case 2...:, case ...0:, if case), and (0...10).contains(2.5): Swift makes ranges of Doubles of the literals
func grade(_ score: Double) -> String {
    switch score {
    case ..<0: return "invalid"
    case 0..<50: return "fail"
    case 50...79: return "pass"
    case 80...: return "merit"
    default: return "unreachable"
    }
}
print([-1, 0, 49.9, 50, 79.5, 79, 80, 100.25].map(grade))
for progress in [0.0, 0.5, 1.0, 1.5] {
    if case 0...1 = progress { print(progress, "in unit range") } else { print(progress, "outside") }
}
let level: Float = 0.75
switch level { case 0..<1: print("under one"); default: print("one or more") }
print((0...10).contains(2.5), (0..<10).contains(10.0), (0...10).contains(10.0), (1..<2).contains(1.999))
let small: UInt8 = 7
switch small { case 0..<5: print("small"); case 5...: print("big"); default: break }
