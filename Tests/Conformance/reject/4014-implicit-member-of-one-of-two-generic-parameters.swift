// .zero where two generic parameters share the constraint is refused before the run: coordlab would not know which bound type the context is
// expect-error: coordlab does not support '.zero' where generic parameters 'A' and 'B' share the constraint 'Zero'
// expect-line: 6
protocol Zero { static var zero: Self { get } }
extension Int: Zero { static var zero: Int { 0 } }
func pair<A: Zero, B: Zero>(_ a: A.Type, _ b: B.Type) -> (A, B) { (.zero, B.zero) }
print("never printed")
print(pair(Int.self, Int.self))
