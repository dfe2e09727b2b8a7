// overloads of a generic function that differ only in their constraints (Swift picks the most specific) are refused before running
// expect-error: coordlab does not support overloads of a generic function that differ in their constraints
// expect-line: 10
protocol Screen {}
protocol DetailScreen: Screen {}
struct Home: Screen {}
struct Detail: DetailScreen {}

func present<S: Screen>(_ s: S) { print("screen") }
func present<S: DetailScreen>(_ s: S) { print("detail screen") }

present(Home())
present(Detail())
