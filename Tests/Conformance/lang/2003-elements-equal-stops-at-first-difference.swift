// elementsEqual and starts(with:) compare in order and stop at the first unequal pair
class Token: Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (a: Token, b: Token) -> Bool {
        print("compare", a.value, b.value)
        return a.value == b.value
    }
    deinit { print("deinit", value) }
}

func check() {
    let xs = [Token(1), Token(2), Token(3)]
    let ys = [Token(1), Token(5), Token(3)]
    print(xs.elementsEqual(ys))
    print(xs.elementsEqual([Token(1), Token(2)]))
    print(xs.starts(with: [Token(1), Token(2), Token(3), Token(4)]))
    print(xs.starts(with: [Token(1)]))
}
check()
print("end")
