// Swift's Result in completion handlers: cases from context, nested payload patterns, get(), printing and type(of:), the Error existential as its Failure
enum APIError: Error { case notFound, server(code: Int) }
struct User { let name: String }
final class Service {
    func fetch(_ id: Int, completion: @escaping (Result<User, APIError>) -> Void) {
        if id == 0 { completion(.failure(.notFound)) } else if id < 0 { completion(.failure(.server(code: id))) } else { completion(.success(User(name: "u\(id)"))) }
    }
    deinit { print("deinit Service") }
}
final class ViewModel {
    let service = Service()
    var name = ""
    func load(_ id: Int) {
        service.fetch(id) { [weak self] result in
            switch result {
            case .success(let user): self?.name = user.name
            case .failure(.server(let code)): print("server", code)
            case .failure(let error): print("error", error)
            }
        }
    }
    deinit { print("deinit ViewModel") }
}
var vm: ViewModel? = ViewModel()
vm?.load(1); vm?.load(0); vm?.load(-5)
print(vm?.name ?? "")
let r: Result<Int, APIError> = .success(3)
print(r, try! r.get())
debugPrint(r)
print(type(of: r))
let f = Result<String, Error>.failure(APIError.notFound)
do { _ = try f.get() } catch { print("caught", error) }
if case .success(let v) = r { print("v", v) }
vm = nil
