// ERRORS: assigning to a stored let property outside its type's initializer is refused in swiftc's words, at the property's name
final class DetailViewModel {
    let itemID: Int
    var title = ""
    init(itemID: Int) {
        self.itemID = itemID
    }
}
let model = DetailViewModel(itemID: 7)
model.title = "Detail"
model.itemID = 8
print(model.itemID, model.title)
