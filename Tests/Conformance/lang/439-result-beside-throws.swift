// Swift's Result beside throwing functions: get() rethrows the failure, try? and do/catch read it, a payload of objects is released with the value.
enum FetchError: Error {
    case offline
    case status(Int)
}
final class Page {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("deinit Page", n) }
}
func fetch(_ n: Int) throws -> Page {
    if n < 0 { throw FetchError.status(n) }
    if n == 0 { throw FetchError.offline }
    return Page(n)
}
func result(_ n: Int) -> Result<Page, FetchError> {
    do { return .success(try fetch(n)) } catch let e as FetchError { return .failure(e) } catch { return .failure(.offline) }
}
let outcome: Result<Int, FetchError> = .failure(.offline)
print(outcome, (try? outcome.get()) ?? -1)
var results = [result(1), result(0), result(-2), result(3)]
for r in results {
    switch r {
    case .success(let page): print("page", page.n)
    case .failure(.status(let code)) where code < 0: print("status", code)
    case .failure(let e): print("failed", e)
    }
}
do { print(try results[3].get().n); _ = try results[2].get() } catch { print("caught", error) }
results.removeFirst()
print("removed first")
results = []
print("end")
