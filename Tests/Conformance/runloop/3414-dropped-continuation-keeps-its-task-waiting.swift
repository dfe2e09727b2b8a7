// A flow whose continuation is dropped without being resumed leaves its task waiting, and what the task holds alive
// prelude: uikit
final class Flow {
  var finish: ((Int) -> Void)?
  deinit { print("Flow deinit") }
}
final class Screen { deinit { print("Screen deinit") } }
var flow: Flow? = Flow()
Task {
  let screen = Screen()
  let n: Int = await withCheckedContinuation { c in flow?.finish = { c.resume(returning: $0) } }
  print("resumed", n, screen)
}
RunLoop.main.run(until: Date())
flow = nil
RunLoop.main.run(until: Date().addingTimeInterval(1))
print("end")
