// A program's own property wrapper named like Combine's: the program's declaration is the one used.
@propertyWrapper
struct Published {
    var wrappedValue: Int
}

class ViewModel {
    @Published var count = 0
}

let vm = ViewModel()
vm.count += 1
print(vm.count)
