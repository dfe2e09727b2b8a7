// LANG: a tuple literal with integer elements assigned to an existing tuple property of Doubles (a struct's, a class's, a nested struct's) stores Doubles, as the declared type says
struct Frame { var size: (w: Double, h: Double) = (w: 1, h: 2) }
final class View { var frame = Frame(); var pair: (Double, Int) = (0, 0) }
var f = Frame()
print(f.size)
f.size = (w: 5, h: 1)
print(f.size)
let v = View()
v.frame.size = (w: 3, h: 4)
v.pair = (7, 8)
print(v.frame.size, v.pair)
var t: (x: Double, y: Double) = (x: 1, y: 2)
t = (x: 9, y: 10)
print(t)
