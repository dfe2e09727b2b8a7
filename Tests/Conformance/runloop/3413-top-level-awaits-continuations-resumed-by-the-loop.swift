// Top-level code awaits a continuation that a delayed block resumes; a second one is resumed by a timer
// prelude: uikit
final class Picker {
  var completion: ((String?) -> Void)?
  func present() { print("picker shown") }
  func choose(_ s: String?) { completion?(s); completion = nil }
  deinit { print("Picker deinit") }
}
func pick() async -> String? {
  let picker = Picker()
  return await withCheckedContinuation { c in
    picker.completion = { c.resume(returning: $0) }
    picker.present()
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { picker.choose("blue") }
  }
}
print("start")
let color = await pick()
print("picked", color ?? "none")
let ticks: Int = await withCheckedContinuation { c in
  var n = 0
  Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { t in
    n += 1
    if n == 3 { t.invalidate(); c.resume(returning: n) }
  }
}
print("ticks", ticks)
