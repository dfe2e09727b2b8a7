// LANG: methods, computed properties and static factories of an enum with associated values switching over self
enum Screen: CustomStringConvertible {
    case list
    case detail(id: Int, title: String)
    case alert(message: String)

    var title: String {
        switch self {
        case .list: return "All items"
        case .detail(_, let title): return title
        case .alert(let message): return "Alert: " + message
        }
    }
    var isModal: Bool {
        if case .alert = self { return true }
        return false
    }
    var description: String {
        switch self {
        case .list: return "<list>"
        case let .detail(id, title): return "<detail \(id) \(title)>"
        case .alert: return "<alert>"
        }
    }
    func child(_ n: Int) -> Screen {
        switch self {
        case .list: return .detail(id: n, title: "Item \(n)")
        default: return .alert(message: "no child of \(title)")
        }
    }
    static func deepLink(_ path: String) -> Screen {
        return path == "/" ? .list : .detail(id: path.count, title: path)
    }
}
let s = Screen.list
let d = s.child(4)
print(s.title, d.title, d.child(1).title)
print(d.isModal, d.child(1).isModal)
print(s, d)
print("\(d) and \([s, d])")
print(Screen.deepLink("/"), Screen.deepLink("/about"))
struct Router {
    var stack: [Screen] = [.list]
    mutating func push(_ screen: Screen) {
        stack.append(screen)
    }
}
var router = Router()
router.push(.detail(id: 2, title: "Two"))
router.push(Screen.alert(message: "careful"))
print(router.stack.map { $0.title })
print(router.stack.filter { $0.isModal }.count)
