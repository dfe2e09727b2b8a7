// REJECT: a cast to a generic type with an Optional argument is refused: coordlab keeps no Optional wrapper, so Box<Int?> and Box<Int> would look alike
// expect-error: coordlab does not support casts to generic type 'Box' with these arguments yet
// expect-line: 7
struct Box<T> { var value: T }
let anything: Any = Box(value: 2)
print("never printed")
let maybe = anything as? Box<Int?>
print(maybe as Any)
print(anything is Box<Int>)
