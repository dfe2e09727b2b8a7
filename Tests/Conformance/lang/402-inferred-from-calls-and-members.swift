// LANG: types inferred through calls, members, closures and operators keep Swift's printing
final class ViewModel {
    var title: String? = "Inbox"
    var unread = 2
    var onUpdate: ((Int) -> String)?
    func badge() -> String? { unread > 0 ? "\(unread)" : nil }
}
struct Screen {
    let model: ViewModel
    var label: String { model.title ?? "untitled" }
}
let model = ViewModel()
let screen = Screen(model: model)
let title = screen.model.title
let badge = model.badge()
let total = model.unread * 2 + 1
let ratio = Double(model.unread) / 4
print(title as Any, badge as Any, total, ratio, screen.label)
model.onUpdate = { count in "updated \(count)" }
let update = model.onUpdate?(3)
print(update as Any)
let titles = [screen, screen].map { $0.model.title }
print(titles)
let lengths = titles.compactMap { $0?.count }
print(lengths)
let maybe = [screen].first?.model.title
print(maybe as Any)
