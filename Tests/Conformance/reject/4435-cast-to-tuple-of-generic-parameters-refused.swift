// A cast to a tuple whose elements are the function's generic parameters is refused before the run (coordlab cannot find the elements' types when the call runs)
// expect-error: does not support casting to a tuple type whose elements are generic parameters
// expect-line: 6
func split<First, Second>(_ value: Any, as _: First.Type, _: Second.Type) -> (First, Second)? {
    print("casting")
    return value as? (First, Second)
}

print("start")
print(split((1, "a"), as: Int.self, String.self) as Any)
