// Precedence groups declared `lowerThan:` a standard group or another declared group group their operators as swiftc does (`1 + 2 *** 3 + 4` is `(1 + 2) *** (3 + 4)`), beside `higherThan:` ones and associativity
precedencegroup PipePrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
}
precedencegroup JoinPrecedence {
    associativity: none
    lowerThan: AdditionPrecedence
}
precedencegroup TightPrecedence {
    associativity: right
    lowerThan: MultiplicationPrecedence
    higherThan: AdditionPrecedence
}
infix operator |>: PipePrecedence
infix operator ***: JoinPrecedence
infix operator ^^: TightPrecedence

func |> <A, B>(value: A, transform: (A) -> B) -> B { transform(value) }
func *** (a: Int, b: Int) -> Int { a * 1000 + b }
func ^^ (a: Int, b: Int) -> Int { a * 10 + b }

print(1 + 2 *** 3 + 4)
print(2 * 3 ^^ 4 + 1)
print(1 ^^ 2 ^^ 3)
let double: (Int) -> Int = { $0 * 2 }
let describe: (Int) -> String = { "value \($0)" }
let text = 3 + 4 |> double |> describe
print(text)
let flag = true
let picked = flag ? 1 : 2 |> double
print(picked)
