// assign(to: &$property) republishes into a @Published property without holding its owner: the owner is freed, and the subscription with it.
// prelude: uikit

final class Clock {
    let ticks = PassthroughSubject<Int, Never>()
}

final class TimerViewModel {
    @Published var seconds = 0
    @Published var label = "0 s"
    var labelToken: AnyCancellable?
    init(clock: Clock) {
        clock.ticks.assign(to: &$seconds)
        labelToken = $seconds.map { "\($0) s" }.sink { [weak self] in self?.label = $0 }
    }
    deinit { print("TimerViewModel deinit") }
}

let clock = Clock()
var model: TimerViewModel? = TimerViewModel(clock: clock)
clock.ticks.send(1)
clock.ticks.send(5)
print(model!.seconds, model!.label)
model = nil
print("-- ticks after the view model went go nowhere")
clock.ticks.send(9)
print("-- end")
