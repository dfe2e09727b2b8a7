// A generic struct given an array of Optionals is refused it: its field would print without Optional(…)
// expect-error: Optional generic arguments ('T' would be '[Int?]')
struct Box<T> { var v: T }
let b = Box<[Int?]>(v: [1, 2])
print(b)
