// REJECT: a cast to a generic type is refused: coordlab erases generic arguments when it runs, so Box<Int> and Box<String> look alike
// expect-error: coordlab does not support casts to generic type 'Box' yet
// expect-line: 7
struct Box<T> { var value: T }
let anything: Any = Box(value: 2)
print("never printed")
let maybe = anything as? Box<Int>
print(maybe as Any)
print(anything is Box<String>)
