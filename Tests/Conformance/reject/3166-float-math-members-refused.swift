// Float's math members coordlab does not compute in 32 bits yet are refused before the program runs
// expect-error: does not support 'Float.squareRoot'
// expect-line: 10
final class Spring {
    var stretch: Float = 2
    deinit { print("Spring deinit") }
}
let spring = Spring()
print(spring.stretch * 2)
let root = spring.stretch.squareRoot()
print(root)
