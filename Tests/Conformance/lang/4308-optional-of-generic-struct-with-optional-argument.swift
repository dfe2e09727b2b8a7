// An Optional of a generic struct whose argument is an Optional, and a class holding one
struct Box<T> { var v: T }
final class Screen {
    var box: Box<String?>?
    deinit { print("deinit Screen", box ?? Box(v: "none")) }
}
let x: Box<Int?>? = Box(v: 1)
print(x as Any)
print(x?.v ?? 0)
debugPrint(x)
do {
    let s = Screen()
    s.box = Box(v: nil)
    print(s.box!)
}
print(type(of: Box<Double?>(v: nil)), Box<Double?>.self)
