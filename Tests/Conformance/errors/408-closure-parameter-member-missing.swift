// ERRORS: $0 in a map closure has the element's type
final class Screen {
    let title: String
    init(title: String) { self.title = title }
}
let stack = [Screen(title: "Home"), Screen(title: "Detail")]
let titles = stack.map { $0.name }
print(titles)
