// LANG: global and nested functions, argument labels, unlabeled parameters, default values, recursion, functions as values
func greet(_ name: String, with greeting: String = "Hello") -> String {
    return "\(greeting), \(name)"
}

func factorial(_ n: Int) -> Int {
    if n <= 1 { return 1 }
    return n * factorial(n - 1)
}

func apply(_ value: Int, using transform: (Int) -> Int) -> Int {
    return transform(value)
}

func double(_ x: Int) -> Int { return x * 2 }

func outer(_ base: Int) -> Int {
    func inner(_ k: Int) -> Int { return base + k }
    return inner(1) + inner(2)
}

func noReturn(label: String) {
    print("label: \(label)")
}

print(greet("Kim"))
print(greet("Lee", with: "Hi"))
print(factorial(10))
print(apply(21, using: double))
let f = double
print(f(4), apply(3, using: f))
print(outer(10))
noReturn(label: "done")
