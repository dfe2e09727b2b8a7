// dispatchMain() runs the main queue's blocks and timers in order of their due times; a block calling exit(0) ends the program, nothing else being released
// prelude: uikit
import Foundation
final class Poller {
    var timer: Timer?
    var ticks = 0
    let name: String
    init(name: String) { self.name = name }
    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] t in
            guard let self = self else { t.invalidate(); return }
            self.ticks += 1
            print(self.name, "tick", self.ticks)
            if self.ticks == 3 { t.invalidate(); print("stopped") }
        }
    }
    deinit { print("Poller deinit", name) }
}
final class Observer {
    var token: NSObjectProtocol?
    init() {
        token = NotificationCenter.default.addObserver(forName: Notification.Name("refresh"), object: nil, queue: .main) { [weak self] note in
            self?.refresh(note.userInfo?["id"] as? Int ?? -1)
        }
    }
    func refresh(_ id: Int) { print("refresh", id) }
    deinit { if let t = token { NotificationCenter.default.removeObserver(t) }; print("Observer deinit") }
}
var p: Poller? = Poller(name: "p1")
p?.start()
var o: Observer? = Observer()
NotificationCenter.default.post(name: Notification.Name("refresh"), object: nil, userInfo: ["id": 7])
DispatchQueue.main.async { print("async 1") }
DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
    print("after 0.25")
    p = nil
    o = nil
    NotificationCenter.default.post(name: Notification.Name("refresh"), object: nil)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { print("done"); exit(0) }
print("main end")
dispatchMain()
