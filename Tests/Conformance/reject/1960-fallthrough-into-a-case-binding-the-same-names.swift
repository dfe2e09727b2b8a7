// REJECT: fallthrough into a case that binds the same names would carry their values over: refused before the program runs
// expect-error: 'fallthrough' into a case that binds variables
// expect-line: 11
enum Event { case tap(Int), longPress(Int), swipe }
final class Gestures {
  var handled: [String] = []
  func handle(_ e: Event) {
    switch e {
    case .tap(let count) where count > 1:
      handled.append("multi-tap \(count)")
      fallthrough
    case .tap(let count), .longPress(let count):
      handled.append("press \(count)")
    case .swipe:
      handled.append("swipe")
    }
  }
}
let g = Gestures()
g.handle(.tap(2))
g.handle(.swipe)
print(g.handled)
