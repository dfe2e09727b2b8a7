// A generic binding class (MVVM's Observable<T>) with Optional arguments, as view models declare them: values, didSet and listeners as Swift runs them
final class Observable<T> {
    var value: T {
        didSet { listeners.forEach { $0(value) } }
    }
    private var listeners: [(T) -> Void] = []
    init(_ value: T) { self.value = value }
    func bind(_ listener: @escaping (T) -> Void) {
        listeners.append(listener)
        listener(value)
    }
}
struct User { let name: String }
final class ProfileViewModel {
    let user = Observable<User?>(nil)
    let error: Observable<String?> = Observable(nil)
    let names = Observable<[String?]>([])
    func load() {
        user.value = User(name: "Ada")
        names.value = ["a", nil]
    }
    func fail() { error.value = "offline"; user.value = nil }
    deinit { print("ProfileViewModel deinit") }
}
var viewModel: ProfileViewModel? = ProfileViewModel()
viewModel?.user.bind { print("user:", $0?.name ?? "none") }
viewModel?.error.bind { print("error:", $0 as Any) }
viewModel?.names.bind { print("names:", $0) }
viewModel?.load()
viewModel?.fail()
print(viewModel?.user.value as Any, viewModel!.error.value as Any)
print(type(of: viewModel!.user), type(of: viewModel!.names))
viewModel = nil
print("end")
