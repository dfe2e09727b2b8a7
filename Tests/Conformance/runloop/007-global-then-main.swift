// Work sent to a global queue, which hops back to the main queue: here both run on the main run loop, in the order they were sent.
// prelude: uikit

final class Loader {
    deinit { print("Loader deinit") }
    func load(completion: @escaping (String) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            print("loading in the background")
            DispatchQueue.main.async {
                completion("data")
            }
        }
    }
}

final class Screen {
    let loader = Loader()
    var text = ""
    func refresh() {
        loader.load { [weak self] value in
            self?.text = value
            print("screen got \(value)")
        }
    }
    deinit { print("Screen deinit") }
}

var screen: Screen? = Screen()
screen!.refresh()
print("-- run the loop")
RunLoop.main.run(until: Date())
print("-- text: \(screen!.text)")
screen = nil
