// dispatchMain() runs queued blocks in order of their due times; a group's notify block that calls exit(0) ends the program, the screens still held are never released
// prelude: uikit
import Foundation
final class FeedScreen {
    var items: [String] = []
    deinit { print("FeedScreen deinit") }
}
final class FeedLoader {
    let group = DispatchGroup()
    weak var screen: FeedScreen?
    init(screen: FeedScreen) { self.screen = screen }
    func fetch(_ name: String, delay: Double) {
        group.enter()
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
            DispatchQueue.main.async {
                self.screen?.items.append(name)
                print("fetched", name)
                self.group.leave()
            }
        }
    }
    deinit { print("FeedLoader deinit") }
}
let screen = FeedScreen()
var loader: FeedLoader? = FeedLoader(screen: screen)
for (name, delay) in [("news", 0.3), ("photos", 0.1), ("friends", 0.2)] { loader?.fetch(name, delay: delay) }
loader?.group.notify(queue: .main) {
    print("all loaded:", screen.items)
    loader = nil
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("never") }
    DispatchQueue.main.async { print("bye"); exit(0) }
}
print("started")
dispatchMain()
