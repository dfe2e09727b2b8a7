// A service keeps a Future's promise until its work is done on the run loop; the view model's sink, with [weak self], gets the result once, and the view model can go while the request is pending.
// prelude: uikit

final class ProfileService {
    func loadName(id: Int) -> Future<String, Never> {
        Future { promise in
            print("request", id)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
                print("response", id)
                promise(.success("user\(id)"))
            }
        }
    }
    deinit { print("ProfileService deinit") }
}

final class ProfileViewModel {
    let service = ProfileService()
    var name = "?"
    var cancellables: [AnyCancellable] = []
    func load(id: Int) {
        service.loadName(id: id)
            .sink { [weak self] name in
                print("loaded", name, "view model alive:", self != nil)
                self?.name = name
            }
            .store(in: &cancellables)
    }
    deinit { print("ProfileViewModel deinit") }
}

var model: ProfileViewModel? = ProfileViewModel()
model!.load(id: 1)
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print("-- name:", model!.name)
model!.load(id: 2)
model = nil
print("-- view model gone before the response")
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print("-- end")
