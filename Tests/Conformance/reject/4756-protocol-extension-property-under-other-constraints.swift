// a computed property declared in two constrained extensions of one protocol (Swift reads the one whose constraints the conforming type meets) is refused before the program runs, not read from the last one
// expect-error: a protocol extension's member declared again under other constraints ('total')
// expect-line: 6
protocol Stackish { associatedtype Element; var elements: [Element] { get } }
extension Stackish where Element: Numeric { var total: Element { elements.reduce(0, +) } }
extension Stackish where Element == String { var total: String { elements.joined() } }
struct Numbers: Stackish { var elements = [1, 2, 3] }
struct Words: Stackish { var elements = ["a", "b"] }
print(Numbers().total, Words().total)
