// An Optional made by map (`name.map { … }`) converted to Any in a dictionary literal is refused before the program runs, as a plain Optional is: coordlab's Any would hold the wrapped value
// expect-error: does not support an Optional ('String?') converted to 'Any' here
// expect-line: 5
let name: String? = "kim"
let parameters: [String: Any] = ["id": 7, "name": name.map { $0.uppercased() } as Any]
print(parameters.count)
