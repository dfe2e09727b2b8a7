// NSObject's description: the class and a made-up address, one per object; overrides and keys by description
// prelude: uikit
final class ListViewController: UIViewController {}
final class Summary: NSObject {
    let count: Int
    init(count: Int) {
        self.count = count
        super.init()
    }
    override var description: String { "Summary(\(count))" }
}
let a = ListViewController()
let b = ListViewController()
print(a.description.hasPrefix("<main.ListViewController: 0x"), a.description == b.description)
var titles: [String: String] = [:]
titles[a.description] = "first"
titles[b.description] = "second"
print(titles[a.description] ?? "-", titles[b.description] ?? "-", titles.count)
print(Summary(count: 3), "\(Summary(count: 4))")
print([Summary(count: 1), Summary(count: 2)])
print(String(describing: Summary(count: 5)))
