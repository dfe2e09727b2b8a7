// LANG: indirect enums: a recursive expression tree built from cases and evaluated and printed by recursion
indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
}
func evaluate(_ e: Expr) -> Int {
    switch e {
    case .number(let n): return n
    case let .add(l, r): return evaluate(l) + evaluate(r)
    case let .multiply(l, r): return evaluate(l) * evaluate(r)
    case .negate(let x): return -evaluate(x)
    }
}
func text(_ e: Expr) -> String {
    switch e {
    case .number(let n): return "\(n)"
    case .add(let l, let r): return "(\(text(l)) + \(text(r)))"
    case .multiply(let l, let r): return "\(text(l)) * \(text(r))"
    case .negate(let x): return "-\(text(x))"
    }
}
let five = Expr.number(5)
let sum = Expr.add(five, .number(4))
let product = Expr.multiply(sum, .negate(.number(2)))
print(evaluate(five), evaluate(sum), evaluate(product))
print(text(product))
print(sum)
enum List {
    case empty
    indirect case node(Int, List)
}
func length(_ l: List) -> Int {
    if case .node(_, let rest) = l { return 1 + length(rest) }
    return 0
}
let list = List.node(1, .node(2, .node(3, .empty)))
print(length(list))
print(list)
