// Object churn: build and tear down a small coordinator graph 200,000 times.
// A parent with a child array, a weak parent link, and a view model cycle broken by hand.
final class ViewModel {
    var coordinator: ChildCoordinator?
}

final class ChildCoordinator {
    weak var parent: ParentCoordinator?
    var viewModel: ViewModel?
    let id: Int
    init(id: Int) { self.id = id }
}

final class ParentCoordinator {
    var children: [ChildCoordinator] = []
}

var checksum = 0
var round = 0
while round < 200_000 {
    let parent = ParentCoordinator()
    var k = 0
    while k < 3 {
        let child = ChildCoordinator(id: k)
        child.parent = parent
        let vm = ViewModel()
        vm.coordinator = child
        child.viewModel = vm
        parent.children.append(child)
        k += 1
    }
    for child in parent.children {
        checksum += child.id
        child.viewModel?.coordinator = nil
    }
    parent.children.removeAll()
    round += 1
}
print(checksum)
