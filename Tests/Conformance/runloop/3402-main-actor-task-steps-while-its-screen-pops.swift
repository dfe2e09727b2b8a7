// A main-actor task with weak self steps through a loader between sleeps; the screen is popped between steps and the task stops
// prelude: uikit
@MainActor final class Loader {
  func step(_ n: Int) async -> Int { print("step", n); return n * 2 }
  deinit { print("Loader deinit") }
}
final class FeedViewController: UIViewController {
  let loader = Loader()
  var task: Task<Void, Never>?
  override func viewDidLoad() {
    super.viewDidLoad()
    task = Task { @MainActor [weak self] in
      var total = 0
      for n in 1...3 {
        guard let self else { print("gone at", n); return }
        total += await self.loader.step(n)
        try? await Task.sleep(for: .milliseconds(5))
      }
      print("total", total)
    }
  }
  deinit { print("FeedViewController deinit") }
}
let nav = UINavigationController(rootViewController: UIViewController())
nav.pushViewController(FeedViewController(), animated: false)
nav.topViewController?.loadViewIfNeeded()
DispatchQueue.main.async { print("block") }
RunLoop.main.run(until: Date().addingTimeInterval(0.007))
nav.popViewController(animated: false)
print("popped")
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print("end")
