// a view model turns a mock service's Result into states, showing error.localizedDescription from a LocalizedError, with the run loop delivering completions and a weak self that outlives its view model
// prelude: uikit
import Foundation
enum APIError: Error, Equatable { case notFound, server(code: Int), decoding(String) }
extension APIError: LocalizedError { var errorDescription: String? { switch self { case .notFound: return "Not found"; case .server(let c): return "Server \(c)"; case .decoding(let s): return "Bad \(s)" } } }
struct Article: Decodable, Equatable { let id: Int; let title: String }
protocol ArticleService { func fetch(id: Int, completion: @escaping (Result<Article, APIError>) -> Void) }
final class MockService: ArticleService {
    var calls = 0
    func fetch(id: Int, completion: @escaping (Result<Article, APIError>) -> Void) {
        calls += 1
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            switch id {
            case 404: completion(.failure(.notFound))
            case 500...: completion(.failure(.server(code: id)))
            default: completion(.success(Article(id: id, title: "Article \(id)")))
            }
        }
    }
}
final class ArticleViewModel {
    enum State: Equatable { case idle, loading, loaded(Article), failed(String) }
    private let service: ArticleService
    var onChange: ((State) -> Void)?
    private(set) var state: State = .idle { didSet { onChange?(state) } }
    init(service: ArticleService) { self.service = service }
    func load(_ id: Int) {
        state = .loading
        service.fetch(id: id) { [weak self] result in
            guard let self else { print("view model gone"); return }
            switch result {
            case .success(let a): self.state = .loaded(a)
            case .failure(let e): self.state = .failed(e.localizedDescription)
            }
        }
    }
    deinit { print("ArticleViewModel deinit") }
}
let service = MockService()
var vm: ArticleViewModel? = ArticleViewModel(service: service)
vm?.onChange = { print("state:", $0) }
vm?.load(1)
vm?.load(404)
vm?.load(503)
RunLoop.main.run(until: Date().addingTimeInterval(1))
vm?.load(2)
vm = nil
RunLoop.main.run(until: Date().addingTimeInterval(1))
print(service.calls)
let r: Result<Int, APIError> = .failure(.server(code: 1))
print(r, (try? r.get()) as Any, r.map { $0 + 1 })
do { _ = try r.get() } catch let e as APIError where e == .server(code: 1) { print("caught", e) } catch { print("other") }
