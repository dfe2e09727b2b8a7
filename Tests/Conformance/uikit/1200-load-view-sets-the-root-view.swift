// a view controller makes its own root view in loadView by setting view, as UIKit screens with a table or custom view do; the view lives as long as the controller
// prelude: uikit
final class ListView: UIView {
    deinit { print("ListView deinit") }
}
final class ListViewController: UIViewController {
    let list = ListView()
    override func loadView() {
        view = list
        print("loadView")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        print("viewDidLoad", view === list)
    }
    deinit { print("ListViewController deinit") }
}
var vc: ListViewController? = ListViewController()
print(vc!.isViewLoaded)
_ = vc!.view
print(vc!.isViewLoaded)
vc = nil
