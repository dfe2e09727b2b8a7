// REJECT: property wrappers (a stand-in for Combine's @Published) are outside coordlab's subset
// expect-error: does not support
// expect-error: property wrapper
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
