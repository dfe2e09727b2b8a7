// Ann onboarding flow awaited as a whole: its coordinator keeps the continuation until the last screen finishes
// prelude: uikit
final class StepViewController: UIViewController {
  let step: Int
  var onNext: (() -> Void)?
  init(step: Int) { self.step = step; super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
  deinit { print("step", step, "deinit") }
}
final class OnboardingCoordinator {
  let nav: UINavigationController
  private var continuation: CheckedContinuation<Bool, Never>?
  init(nav: UINavigationController) { self.nav = nav }
  func run() async -> Bool {
    await withCheckedContinuation { c in
      continuation = c
      show(step: 1)
    }
  }
  private func show(step: Int) {
    let vc = StepViewController(step: step)
    vc.onNext = { [weak self] in
      if step == 2 { self?.finish(true) } else { self?.show(step: step + 1) }
    }
    nav.pushViewController(vc, animated: false)
  }
  private func finish(_ done: Bool) {
    nav.setViewControllers([], animated: false)
    continuation?.resume(returning: done)
    continuation = nil
  }
  deinit { print("OnboardingCoordinator deinit") }
}
let nav = UINavigationController()
Task {
  let flow = OnboardingCoordinator(nav: nav)
  print("finished:", await flow.run())
}
RunLoop.main.run(until: Date())
print("screens", nav.viewControllers.count)
(nav.topViewController as? StepViewController)?.onNext?()
print("screens", nav.viewControllers.count)
(nav.topViewController as? StepViewController)?.onNext?()
print("after last tap")
RunLoop.main.run(until: Date())
print("end")
