// Names qualified by their module (Swift.min, Swift.print, Swift.Int, Swift.Result) mean the module's own declarations.
struct Score {
    let value: Swift.Int
    static func best(_ a: Score, _ b: Score) -> Score { Score(value: Swift.max(a.value, b.value)) }
}

func clamp(_ x: Swift.Int) -> Swift.Int { Swift.min(Swift.max(x, 0), 10) }

let scores: [Swift.Int] = [3, 12, -4].map(clamp)
Swift.print(scores, Score.best(Score(value: 4), Score(value: 9)).value)
enum Failure: Swift.Error { case none }
let outcome: Swift.Result<Swift.String, Failure> = .success("ok")
switch outcome {
case .success(let text): Swift.print(text, Swift.abs(-2))
case .failure: Swift.print("failed")
}
