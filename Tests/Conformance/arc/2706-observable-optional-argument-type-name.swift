// An MVVM Observable<T> whose T is an Optional (Observable<User?>) prints T.self as Swift does, with listeners bound weakly and unowned
final class Observable<T> {
    typealias Listener = (T) -> Void
    private var listeners: [Listener] = []
    var value: T { didSet { listeners.forEach { $0(value) } } }
    init(_ value: T) { self.value = value }
    func bind(_ listener: @escaping Listener) { listeners.append(listener); listener(value) }
    deinit { print("deinit Observable<\(T.self)>") }
}
struct User { var name: String; var age: Int }
final class ProfileViewModel {
    let title = Observable("")
    let user: Observable<User?> = Observable(nil)
    let isLoading = Observable(false)
    var onLogout: (() -> Void)?
    func load() {
        isLoading.value = true
        user.value = User(name: "Ana", age: 30)
        title.value = user.value.map { "\($0.name) (\($0.age))" } ?? "nobody"
        isLoading.value = false
    }
    func logout() { onLogout?() }
    deinit { print("deinit ProfileViewModel") }
}
final class ProfileView {
    let viewModel: ProfileViewModel
    var rendered: [String] = []
    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        viewModel.title.bind { [weak self] in self?.rendered.append("title=\($0)") }
        viewModel.isLoading.bind { [unowned self] loading in rendered.append(loading ? "spinner" : "content") }
        viewModel.user.bind { user in print("user now", user?.name ?? "nil", user as Any) }
    }
    deinit { print("deinit ProfileView", rendered) }
}
final class ProfileCoordinator {
    var view: ProfileView?
    var finished = false
    func start() {
        let vm = ProfileViewModel()
        vm.onLogout = { [weak self] in self?.finish() }
        view = ProfileView(viewModel: vm)
        vm.load()
        vm.user.value?.age += 1
        print(vm.user.value?.age as Any)
    }
    func finish() { finished = true; view = nil; print("finished") }
    deinit { print("deinit ProfileCoordinator") }
}
var c: ProfileCoordinator? = ProfileCoordinator()
c?.start()
c?.view?.viewModel.logout()
print(c?.finished as Any)
c = nil
