// Result's flatMapError turns a failure into the result its closure gives.
enum LoadError: Error { case offline }
print("start")
let recovered = Result<Int, LoadError>.failure(.offline).flatMapError { _ in Result<Int, LoadError>.success(0) }
print(recovered)
