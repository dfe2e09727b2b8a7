// A call whose argument labels are not the initializer's is refused, in swiftc's words, at its parenthesis.
final class DetailViewModel {
    let id: Int
    let title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
let good = DetailViewModel(id: 1, title: "one")
let bad = DetailViewModel(identifier: 2, title: "two")
print(good.title, bad.title)
