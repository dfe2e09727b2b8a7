// In a class method returning Self, a generic call taking type(of: self) binds its parameter to the subclass running; coordlab refuses it before the run instead of binding the class
// expect-error: does not support binding a generic parameter to the dynamic 'Self' type
// expect-line: 12
protocol Factory {
    init()
}

class Shape: Factory {
    required init() {}

    func fresh() -> Self {
        return build(type(of: self))
    }
}

final class Circle: Shape {}

func build<T: Shape>(_ kind: T.Type) -> T {
    print("building \(T.self)")
    return T()
}

print("start")
print(Circle().fresh())
