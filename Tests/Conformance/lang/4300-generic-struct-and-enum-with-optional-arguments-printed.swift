// A generic struct and enum given Optional arguments: printing, interpolation, dump, type(of:)
struct Box<T> {
    var v: T
    func get() -> T { v }
}
enum Either<L, R> {
    case left(L)
    case right(R)
}
let b = Box<Int?>(v: 3)
print(b)
print("\(b)")
print(String(describing: b))
debugPrint(b)
print(type(of: b))
dump(b)
let n = Box<Int?>(v: nil)
print(n, n.get() == nil)
let e: Either<Int, String?> = .right(nil)
print(e)
let f = Either<Int, String?>.right("x")
print(f)
dump(f)
if case .right(let s) = f { print(s ?? "none") }
print([b, n].map { $0.v ?? -1 })
