// Result's flatMapError, which coordlab's Result lacks, is refused by name before the program starts (nothing is printed first).
// expect-error: does not support 'Result.flatMapError'
// expect-line: 6
enum LoadError: Error { case offline }
print("start")
let recovered = Result<Int, LoadError>.failure(.offline).flatMapError { _ in Result<Int, LoadError>.success(0) }
print(recovered)
