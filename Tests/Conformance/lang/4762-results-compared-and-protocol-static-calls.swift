// Results compare with `==` when their values and errors are Equatable, as the standard library's conditional conformance says; a protocol extension's static method calls the conforming type's static requirement unqualified (`make()`)
enum LoadError: Error, Equatable { case offline, server(Int) }
struct Screen: Equatable { let title: String }
let loaded: Result<Screen, LoadError> = .success(Screen(title: "home"))
let failed: Result<Screen, LoadError> = .failure(.server(500))
print(loaded == .success(Screen(title: "home")), failed == .failure(.server(500)))
print(loaded == failed, failed != .failure(.offline))
let results: [Result<Int, LoadError>] = [.success(1), .failure(.offline), .success(1)]
print(results.filter { $0 == .success(1) }.count, results.firstIndex(of: .failure(.offline)) ?? -1)

protocol Buildable {
    static func make() -> Self
    static func pair() -> [Self]
}
extension Buildable {
    static func pair() -> [Self] { [make(), make()] }
    static func described() -> String { "\(pair().count) made by \(Self.self)" }
}
final class Coordinator: Buildable {
    static var made = 0
    let id: Int
    init(id: Int) { self.id = id }
    static func make() -> Coordinator { made += 1; return Coordinator(id: made) }
    deinit { print("coordinator \(id) released") }
}
print(Coordinator.pair().map(\.id))
print(Coordinator.described())
