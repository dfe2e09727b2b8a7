// a static method of a generic type named as a function value (Box.make, not called) is refused before the program runs
// expect-error: does not support a static method of a generic type as a function value
// expect-line: 9
struct Box<T> {
    let v: T
    static func make(_ v: T) -> Box<T> { Box(v: v) }
}
print("start")
let boxes = [1, 2].map(Box<Int>.make)
print(boxes.count)
