// A generic function used as a value where no function type binds its parameters (an argument of map) is refused before the program starts: its body's values need the generic arguments.
// expect-error: does not support generic functions used as values ('wrap')
// expect-line: 7
struct Box<T> { var value: T }
func wrap<T>(_ x: T) -> Box<T> { Box(value: x) }
print("start")
let boxes = [1, 2].map(wrap)
print(boxes)
