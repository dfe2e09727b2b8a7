// ERRORS: the result of calling a closure property has the closure's result type
struct Item { let title: String }
final class ListViewModel {
    var makeItem: (Int) -> Item = { Item(title: "row \($0)") }
}
let vm = ListViewModel()
print(vm.makeItem(1).title)
print(vm.makeItem(2).subtitle)
