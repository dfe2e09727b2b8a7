// A '_' target in a tuple assignment is refused before the program starts (Swift destroys that element before the stores, which coordlab does not model yet).
// expect-error: does not support '_' in tuple assignments
// expect-line: 7
final class T { deinit { print("deinit") } }
var a = T()
print("start")
(a, _) = (T(), T())
print("end")
