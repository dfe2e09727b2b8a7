// A generic function used as a value (not called) is refused before the program starts: a call gives its body the generic arguments its values take.
// expect-error: does not support generic functions used as values ('wrap')
// expect-line: 7
struct Box<T> { var value: T }
func wrap<T>(_ x: T) -> Box<T> { Box(value: x) }
print("start")
let boxes = [1, 2].map(wrap)
print(boxes)
