// receive(on: DispatchQueue.main) delivers each value later, when the run loop runs, and the pending delivery keeps what it needs until then.
// prelude: uikit

final class Screen {
    var title = "none"
    deinit { print("Screen deinit with title \(title)") }
}

let titles = PassthroughSubject<String, Never>()
var screen: Screen? = Screen()
let token = titles
    .receive(on: DispatchQueue.main)
    .sink { [screen] title in
        print("delivered", title)
        screen?.title = title
    }
titles.send("Home")
titles.send("Detail")
print("-- sent, nothing delivered yet; title is", screen!.title)
screen = nil
print("-- the screen is still held by the subscription")
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print("-- after the loop ran")
token.cancel()
print("-- end")
