// Result's map is refused by name before the program starts (nothing is printed first).
// expect-error: does not support 'Result.map'
// expect-line: 6
enum LoadError: Error { case offline }
print("start")
let doubled = Result<Int, LoadError>.success(2).map { $0 * 2 }
print(doubled)
