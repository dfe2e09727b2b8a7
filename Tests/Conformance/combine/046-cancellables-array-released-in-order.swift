// Tokens stored in an array are released in index order when the array goes, each cancelling its subscription and releasing its sink's closure then (a Set of tokens goes in Swift's hash order, which changes from run to run).
// prelude: uikit

final class Probe {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Probe deinit", name) }
}

final class ProfileViewModel {
    let name = CurrentValueSubject<String, Never>("ada")
    let age = CurrentValueSubject<Int, Never>(36)
    var cancellables: [AnyCancellable] = []
    func bind() {
        let nameProbe = Probe("name")
        name.sink { [nameProbe] in print(nameProbe.name, $0) }.store(in: &cancellables)
        let ageProbe = Probe("age")
        age.map { $0 + 1 }.sink { [ageProbe] in print(ageProbe.name, $0) }.store(in: &cancellables)
        let bothProbe = Probe("both")
        name.zip(age).sink { [bothProbe] in print(bothProbe.name, $0.0, $0.1) }.store(in: &cancellables)
    }
    deinit { print("ProfileViewModel deinit") }
}

var model: ProfileViewModel? = ProfileViewModel()
model!.bind()
print("-- releasing the view model")
model = nil
print("-- end")
