// an instance method named on its type (a function of an instance, Screen.tapped) is refused before anything runs, not stopped at as a missing member
// expect-error: coordlab does not support an instance method named on its type ('Screen.tapped', a function of an instance)
// expect-line: 9
final class Screen { let name: String; init(_ n: String) { name = n }
  func tapped() { print("tapped \(name)") }
  deinit { print("deinit \(name)") } }
print("never printed")
let d = Screen("d")
let g = Screen.tapped
g(d)()
