// LANG: operators passed where a function is expected: sorted(by:), reduce, min/max(by:), and a stored comparator
struct Score { let player: String; let points: Int }
let scores = [Score(player: "b", points: 7), Score(player: "a", points: 9), Score(player: "c", points: 7)]
let points = scores.map { $0.points }
print(points.sorted(by: >), points.sorted(by: <), points.reduce(0, +), points.reduce(1, *))
print(points.reduce(100, -), [1.5, 2.5].reduce(0, +))
print(["b", "a", "c"].sorted(by: >), ["x", "y"].reduce("", +))
let ascending: (Int, Int) -> Bool = (<)
print(points.sorted(by: ascending))
print(points.max(by: <)!, points.min(by: <)!)
let ranked = scores.sorted { $0.points != $1.points ? $0.points > $1.points : $0.player < $1.player }
print(ranked.map { $0.player })
func apply(_ f: (Int, Int) -> Int, _ a: Int, _ b: Int) -> Int { f(a, b) }
print(apply(+, 2, 3), apply(*, 4, 5), apply(-, 1, 9), apply(%, 9, 4))
print(zip(points, points.dropFirst()).map { $0 - $1 })
print(points.contains(7), points.filter { $0 == 7 }.count, points.allSatisfy { $0 >= 7 })
print(points.sorted().reversed().map { String($0) }.joined(separator: ","))
