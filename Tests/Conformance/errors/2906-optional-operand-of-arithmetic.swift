// ERRORS: an Optional given to + needs unwrapping first, in swiftc's words
final class Cart {
    var items: [String: Int] = ["apple": 2]
    var discount: Int? = nil
    func total() -> Int {
        let base = items.values.reduce(0, +)
        return base - discount
    }
}
print(Cart().total())
