// Timer.publish(every:on:in:).autoconnect(): the run loop's timer holds the publisher and each sink until cancelled; a countdown cancels itself, a clock capturing self leaks and keeps ticking
// prelude: uikit
final class CountdownViewModel {
    @Published private(set) var remaining = 3
    private var timer: AnyCancellable?
    let ticker: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
    func start() {
        timer = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.tick() }
    }
    private func tick() {
        remaining -= 1
        print("tick", remaining)
        if remaining == 0 { timer?.cancel(); timer = nil; print("stopped") }
    }
    deinit { print("CountdownViewModel deinit") }
}
final class Clock {
    var bag = Set<AnyCancellable>()
    var ticks = 0
    init() {
        Timer.publish(every: 0.5, on: .main, in: .default).autoconnect().sink { _ in
            self.ticks += 1
            print("clock", self.ticks)
        }.store(in: &bag)
    }
    deinit { print("Clock deinit") }
}
var vm: CountdownViewModel? = CountdownViewModel()
vm?.start()
var clock: Clock? = Clock()
RunLoop.main.run(until: Date().addingTimeInterval(3.2))
vm = nil
clock = nil
print("released")
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("end")
