// switches over values with an uninhabited part: Never payloads need no case
enum Outcome<Value, Problem> {
    case done(Value)
    case failed(Problem)
    case pending
}
enum Nothing {}
enum Step {
    case go(Int)
    case impossible(Nothing)
}
func describe(_ o: Outcome<String, Never>) -> String {
    switch o {
    case .done(let v): return "done \(v)"
    case .pending: return "pending"
    }
}
func describeStep(_ s: Step) -> String {
    switch s {
    case .go(let n): return "go \(n)"
    }
}
func describeResult(_ r: Result<[Int], Never>?) -> String {
    switch r {
    case .some(.success(let xs)): return "\(xs.count) values"
    case .none: return "nothing"
    }
}
print(describe(Outcome<String, Never>.done("x")))
print(describe(Outcome<String, Never>.pending))
print(describeStep(.go(3)))
print(describeResult(Result<[Int], Never>.success([1, 2])))
print(describeResult(nil))
let r: Result<Int, Never> = .success(5)
switch r {
case .success(let v): print("value", v)
}
