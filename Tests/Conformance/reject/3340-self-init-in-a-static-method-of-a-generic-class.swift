// Self(…) in a static method of a generic class (whose Self may be a subclass) is refused before the program runs
// expect-error: does not support 'Self(…)' in a static method of a generic class
// expect-line: 7
class Holder<T> {
    let value: T
    required init(value: T) { self.value = value }
    static func make(_ v: T) -> Self { Self(value: v) }
}
print("start")
print(Holder.make(3).value)
