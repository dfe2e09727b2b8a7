// LANG: a weak local is an Optional; a closure's [weak self] makes self Optional inside it
final class Coordinator {
    let name: String
    var finish: (() -> Void)?
    init(_ name: String) { self.name = name }
    func start() {
        finish = { [weak self] in
            let me = self
            print("finishing", me?.name as Any)
        }
    }
    deinit { print("deinit \(name)") }
}
var strong: Coordinator? = Coordinator("app")
weak var watcher = strong
let seen = watcher
print(seen?.name as Any)
strong?.start()
strong?.finish?()
let handler = strong?.finish
strong = nil
print(watcher as Any, seen == nil)
handler?()
