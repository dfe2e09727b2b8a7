// Classes without an initializer of their own: every stored property starts with a value, an Optional var as nil
class Base {
    var title = "base"
    var subtitle: String?
    var badge: Int!
    lazy var label: String = title.uppercased()
    static var made = 0
    var computed: Int { title.count }
    var observed: [String] = [] { didSet { print("observed", observed.count) } }
}
final class Screen: Base {
    let id = 7
    var tags: Set<String> = []
    weak var delegate: AnyObject?
}
let s = Screen()
s.observed.append("x")
print(s.title, s.subtitle as Any, s.badge as Any, s.label, s.id, s.tags.count, s.delegate == nil, s.computed)
