// a screen's outlet-style `weak var …: UILabel!` properties and `tabBarItem` are used without `?`; the weak outlets do not keep their views
// prelude: uikit
final class SummaryViewController: UIViewController {
    weak var titleLabel: UILabel!
    weak var detailLabel: UILabel!
    var coordinatorName: String!
    override func viewDidLoad() {
        super.viewDidLoad()
        let t = UILabel()
        view.addSubview(t)
        titleLabel = t
        titleLabel.text = "Summary"
        detailLabel = UILabel()
        print(titleLabel.text ?? "-", detailLabel == nil, coordinatorName.count)
        tabBarItem.title = titleLabel.text
    }
    deinit { print("deinit SummaryViewController") }
}
do {
    let vc = SummaryViewController()
    vc.coordinatorName = "summary"
    vc.loadViewIfNeeded()
    print(vc.tabBarItem.title ?? "")
    vc.titleLabel.removeFromSuperview()
    print(vc.titleLabel == nil)
}
