// A nested program type (Player.Mode) and a top-level Name beside the prelude's RunLoop.Mode and Notification.Name: timers, type names and reflection
// prelude: uikit
struct Player {
    enum Mode { case paused, playing }
    var mode: Mode = .paused
}
struct Name { let value: String }
final class Ticker {
    var timer: Timer?
    var count = 0
    func start() {
        let t = Timer(timeInterval: 1, repeats: true) { [weak self] t in
            guard let self else { return }
            self.count += 1
            print("tick", self.count)
            if self.count == 2 { t.invalidate() }
        }
        RunLoop.main.add(t, forMode: .common)
        timer = t
    }
    deinit { print("ticker gone") }
}
var p = Player()
p.mode = .playing
print(p.mode, Player.Mode.paused)
var ticker: Ticker? = Ticker()
ticker?.start()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 3))
print(type(of: Notification.Name("x")), Notification.Name("x"))
print(String(reflecting: Notification.Name("y")))
print(type(of: RunLoop.Mode.common), type(of: p.mode), Name(value: "v"))
print(String(reflecting: p.mode), String(reflecting: RunLoop.Mode.common))
ticker = nil
