// REJECT: a call whose arguments bind one generic parameter to two types is refused rather than guessed (Swift converts the literal 1 to Double here)
// expect-error: coordlab does not support inferring the generic arguments of 'larger' from this call yet
// expect-line: 8
func larger<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
print("never printed")
print(larger(3, 4))
print(larger("a", "b"))
print(larger(1, 2.5))
