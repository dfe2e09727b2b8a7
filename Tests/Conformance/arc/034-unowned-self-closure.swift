// ARC: [unowned self] does not keep self alive, and reads self normally while it lives
class Timer {
    var tick: (() -> Void)?
    deinit { print("deinit Timer") }
}

class Clock {
    let name: String
    let timer = Timer()
    var ticks = 0
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name) after \(ticks) ticks") }
    func start() {
        timer.tick = { [unowned self] in
            self.ticks += 1
            print("\(self.name) tick \(self.ticks)")
        }
    }
}

var clock: Clock? = Clock("clock")
clock!.start()
clock!.timer.tick!()
clock!.timer.tick!()
clock = nil
print("end")
