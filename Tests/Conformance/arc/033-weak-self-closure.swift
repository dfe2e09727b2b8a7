// ARC: [weak self] does not keep self alive; the closure reads nil after self is gone
class ViewModel {
    let name: String
    var onUpdate: (() -> Void)?
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
    func bind() {
        onUpdate = { [weak self] in
            guard let self = self else {
                print("self is gone")
                return
            }
            print("update \(self.name)")
        }
    }
    func makeTask() -> () -> Void {
        return { [weak self] in print("task sees \(self?.name ?? "nil")") }
    }
}

var vm: ViewModel? = ViewModel("vm")
vm!.bind()
vm!.onUpdate!()
let task = vm!.makeTask()
task()
vm = nil
print("vm cleared")
task()
print("end")
