// LANG: closures: full syntax, trailing closures, $0 and $1, implicit returns, capture lists and stored closure properties
class Button {
    var onTap: (() -> Void)?
    var title = "ok"
    func tap() { onTap?() }
}

func repeatTwice(_ body: () -> Void) {
    body()
    body()
}

func transform(_ x: Int, _ f: (Int, Int) -> Int) -> Int { return f(x, 10) }

let add: (Int, Int) -> Int = { (a: Int, b: Int) -> Int in
    return a + b
}
print(add(2, 3))
print(transform(5) { $0 * $1 })
print(transform(5, { a, b in a - b }))
repeatTwice {
    print("trailing")
}
let numbers = [3, 1, 4, 1, 5]
print(numbers.map { $0 * 10 })
print(numbers.filter { n in n > 2 })
let button = Button()
var taps = 0
button.onTap = { taps += 1 }
button.tap()
button.tap()
print("taps \(taps)")
let title = button.title
button.onTap = { [title] in print("captured title \(title)") }
button.title = "changed"
button.tap()
let label = { (s: String) -> String in "<" + s + ">" }
print(label("x"))
