// ERRORS: `self` captured weakly is an Optional: a member of it needs `?` or `guard let self`
final class ProfileViewModel {
    var name = "Ada"
    var onChange: (() -> Void)?
    func bind() {
        onChange = { [weak self] in
            print(self.name)
        }
    }
}
let vm = ProfileViewModel()
vm.bind()
vm.onChange?()
