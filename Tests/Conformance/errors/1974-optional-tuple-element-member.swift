// ERRORS: an Optional element of a tuple is not implicitly unwrapped
final class Child { var name = "child" }
let pair: (child: Child?, depth: Int) = (Child(), 1)
print(pair.child.name, pair.depth)
