// ERRORS: a property of self misspelt inside a method of an extension
final class CartViewModel {
    var items: [String] = []
    var onChange: (() -> Void)?
}
extension CartViewModel {
    func add(_ item: String) {
        items.append(item)
        self.onChagne?()
    }
}
let model = CartViewModel()
model.add("book")
