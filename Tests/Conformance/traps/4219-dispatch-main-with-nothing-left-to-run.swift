// TRAP: dispatchMain() with nothing left on the main queue: coordlab stops where a real program would wait for ever (its prelude says so to swiftc too)
// prelude: uikit
// expect-trap: nothing is left to run
import Foundation
final class Loader {
    var pending = 2
    func load(_ name: String, after seconds: Double) {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [self] in
            pending -= 1
            print("loaded", name, "pending", pending)
        }
    }
    deinit { print("Loader deinit") }
}
var loader: Loader? = Loader()
loader?.load("feed", after: 0.2)
loader?.load("profile", after: 0.1)
loader = nil
print("waiting")
dispatchMain()
