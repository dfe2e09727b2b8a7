// LANG: designated, convenience and required initializers, and a failable init?(coder:) that is never called
class NSCoder {}

class ViewController {
    let title: String
    var count: Int
    init(title: String, count: Int) {
        self.title = title
        self.count = count
        print("designated \(title) \(count)")
    }
    convenience init(title: String) {
        self.init(title: title, count: 1)
        print("convenience \(title)")
    }
    convenience init() {
        self.init(title: "untitled")
        count += 10
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class ListViewController: ViewController {
    let rows: Int
    init(rows: Int) {
        self.rows = rows
        super.init(title: "list", count: rows)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

let a = ViewController(title: "a", count: 3)
let b = ViewController(title: "b")
let c = ViewController()
let d = ListViewController(rows: 7)
print(a.title, a.count, b.count, c.title, c.count, d.rows, d.title)
