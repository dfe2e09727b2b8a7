// A task whose body throws is a Task<_, Error>, one whose errors are caught a Task<_, Never>; what it throws ends it quietly
// prelude: uikit
struct Failed: Error {}
final class Screen {
    var throwing: Task<Void, Error>?
    var quiet: Task<Void, Never>?
    deinit { print("Screen deinit") }
    func start() {
        throwing = Task {
            try await Task.sleep(for: .seconds(1))
            print("throwing body ran")
            throw Failed()
        }
        quiet = Task {
            do {
                try await Task.sleep(for: .seconds(1))
                throw Failed()
            } catch let error {
                print("caught \(error)")
            }
        }
        let counted = Task { () -> Int in
            return 3
        }
        print(type(of: throwing!), type(of: quiet!), type(of: counted))
    }
}
var s: Screen? = Screen()
s?.start()
s = nil
RunLoop.main.run(until: Date().addingTimeInterval(2))
print("end")
