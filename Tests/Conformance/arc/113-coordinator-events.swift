// ARC: an MVVM-C flow where view models report enum events holding objects to a coordinator that keeps some of them
class ViewModel {
    let title: String
    init(_ title: String) { self.title = title }
    deinit { print("deinit vm \(title)") }
}
enum Event {
    case selected(ViewModel)
    case finished
    case replace(old: ViewModel, new: ViewModel)
}
class Coordinator {
    var stack: [ViewModel] = []
    var lastEvent: Event?
    deinit { print("deinit coordinator, \(stack.count) left") }
    func handle(_ event: Event) {
        lastEvent = event
        switch event {
        case .selected(let vm):
            stack.append(vm)
            print("push", vm.title)
        case .replace(let old, let new) where old === stack.last:
            stack.removeLast()
            stack.append(new)
            print("replace", old.title, "with", new.title)
        case .replace:
            print("nothing to replace")
        case .finished:
            print("finished with", stack.map { $0.title })
            stack.removeAll()
        }
    }
}
var coordinator: Coordinator? = Coordinator()
coordinator?.handle(.selected(ViewModel("list")))
coordinator?.handle(.selected(ViewModel("detail")))
let top = coordinator!.stack[1]
coordinator?.handle(.replace(old: top, new: ViewModel("edit")))
print("replaced")
coordinator?.handle(.replace(old: ViewModel("stranger"), new: ViewModel("never")))
print("ignored")
coordinator?.handle(.finished)
print("finished")
coordinator = nil
print("end")
