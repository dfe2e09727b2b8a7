// LANG: a class-bound protocol (AnyObject) used as a weak delegate, called through optional chaining
protocol ListDelegate: AnyObject {
    func didSelect(_ index: Int)
}

class ListView {
    weak var delegate: ListDelegate?
    func tap(_ index: Int) {
        print("tap \(index)")
        delegate?.didSelect(index)
    }
}

class ListController: ListDelegate {
    let list = ListView()
    var selected: [Int] = []
    init() { list.delegate = self }
    func didSelect(_ index: Int) {
        selected.append(index)
        print("selected \(selected)")
    }
    deinit { print("deinit ListController") }
}

var controller: ListController? = ListController()
let view = controller!.list
view.tap(1)
view.tap(4)
print(view.delegate === controller)
controller = nil
view.tap(5)
print(view.delegate == nil)
