// Result.flatMapError recovers or replaces a failure; a switch over a Result is exhaustive when its failure's enum cases are listed inside `.failure(…)`.
enum NetError: Error { case offline, timeout }
enum AppError: Error { case retry(String), fatal }

let results: [Result<Int, NetError>] = [.success(3), .failure(.offline), .failure(.timeout)]
for r in results {
    let recovered = r.flatMapError { e -> Result<Int, AppError> in
        e == .offline ? .success(0) : .failure(.retry("\(e)"))
    }
    print(recovered)
    switch recovered {
    case .success(let v): print("value", v)
    case .failure(.retry(let why)): print("retry because", why)
    case .failure(.fatal): print("fatal")
    }
}
let fine: Result<String, AppError> = .success("ok")
switch fine {
case .success: print("fine")
case .failure(.retry), .failure(.fatal): print("not fine")
}
