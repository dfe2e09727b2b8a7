// A subclass of a generic class reads and writes the properties it inherits through implicit self, typed with the arguments it gives: `.case` and `.init` take their type from them
enum Step { case idle, loading(Int), done(String) }
enum Alert { case idle, shown }
struct Settings { var volume = 3 }

class Machine<State, Config> {
    var state: State
    var previous: State?
    var config: Config
    var onChange: ((State) -> Void)?
    var history: [State] = []
    init(state: State, config: Config) { self.state = state; self.config = config }
    func move(to next: State) {
        previous = state
        state = next
        history.append(next)
        onChange?(next)
    }
}

final class Loader: Machine<Step, Settings> {
    init() { super.init(state: .idle, config: .init()) }
    func run() {
        move(to: .loading(1))
        state = .loading(2)
        previous = .idle
        onChange?(.done("direct"))
        history += [.idle]
        config = .init(volume: 9)
        if case .loading(let n) = state { print("loading", n) }
        if case .idle? = previous { print("previous was idle") }
        switch history.last {
        case .idle?: print("last idle")
        default: print("last other")
        }
        print(config.volume, history.count)
    }
}

let loader = Loader()
loader.onChange = { print("changed to", $0) }
loader.run()
loader.move(to: .done("end"))
print(loader.state, loader.previous.map { "\($0)" } ?? "none")
