// A generic base coordinator whose subclass finishes with its own result type: implicit members passed to the inherited completion closure, children kept by identifier and freed on completion
enum LanguageResult { case language(String), cancel }
enum Other { case cancel }

class BaseCoordinator<ResultType> {
    let identifier: Int
    private var children: [Int: Any] = [:]
    var onComplete: ((ResultType) -> Void)?
    var lastResult: ResultType?
    init(identifier: Int) { self.identifier = identifier }

    func coordinate<T>(to child: BaseCoordinator<T>, completion: @escaping (T) -> Void) {
        children[child.identifier] = child
        child.onComplete = { [weak self, weak child] result in
            if let child { self?.children[child.identifier] = nil }
            completion(result)
        }
        child.start()
    }
    func start() {}
    var childCount: Int { children.count }
}

final class LanguageCoordinator: BaseCoordinator<LanguageResult> {
    override func start() { print("picker \(identifier) shown") }
    func pick(_ name: String) { lastResult = .language(name); onComplete?(.language(name)) }
    func cancel() { lastResult = .cancel; onComplete?(.cancel) }
    deinit { print("LanguageCoordinator \(identifier) deinit") }
}

final class RepositoriesCoordinator: BaseCoordinator<Void> {
    var language = "Swift"
    weak var current: LanguageCoordinator?
    func chooseLanguage(id: Int) {
        let child = LanguageCoordinator(identifier: id)
        current = child
        coordinate(to: child) { [weak self] result in
            switch result {
            case .language(let name): self?.language = name
            case .cancel: print("cancelled")
            }
            print("language", self?.language ?? "?", "children", self?.childCount ?? -1)
        }
    }
    deinit { print("RepositoriesCoordinator deinit") }
}

var app: RepositoriesCoordinator? = RepositoriesCoordinator(identifier: 0)
app!.chooseLanguage(id: 1)
app!.current?.pick("Kotlin")
app!.chooseLanguage(id: 2)
app!.chooseLanguage(id: 3)
print("children", app!.childCount)
app!.current?.cancel()
print("children", app!.childCount)
app = nil
print("end")
