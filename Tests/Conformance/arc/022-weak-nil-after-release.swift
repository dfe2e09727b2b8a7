// ARC: a weak reference never keeps an object alive; it reads nil once the last strong reference goes
class Model {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

class ViewModel {
    weak var model: Model?
}

let vm = ViewModel()
vm.model = Model("temporary")
print("after assigning a temporary: \(vm.model?.name ?? "nil")")
var strong: Model? = Model("held")
vm.model = strong
print("while held: \(vm.model?.name ?? "nil")")
strong = nil
print("after release: \(vm.model?.name ?? "nil")")
weak var weakLocal: Model?
do {
    let scoped = Model("scoped")
    weakLocal = scoped
    print("in scope: \(weakLocal?.name ?? "nil")")
}
print("out of scope: \(weakLocal == nil)")
print("end")
