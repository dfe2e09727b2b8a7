// a failable initializer in a protocol extension is refused before the program runs (the others there run)
// expect-error: does not support failable or throwing initializers declared in a protocol extension yet
// expect-line: 9
protocol Parsed {
    init(number: Int)
}
extension Parsed {
    init() { self.init(number: 0) }
    init?(text: String) {
        guard let n = Int(text) else { return nil }
        self.init(number: n)
    }
}
struct Amount: Parsed { var number: Int }
print(Amount().number)
print(Amount(text: "12")?.number ?? -1)
