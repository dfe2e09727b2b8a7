// A didSet observer is checked with its property, before the top-level code after it; a willSet or method body after.
final class ProfileViewModel {
    var name = "" {
        willSet { print("will change from", name.count) }
        didSet {
            let changes: Int = "one"
            print(changes)
        }
    }

    func reset() {
        name = ""
    }
}

let model = ProfileViewModel()
model.name = "Ann"
let count: Int = model.name
print(count)
