// LANG: a subclass observes an inherited stored or computed property with override; both levels run, in Swift's order
class Screen {
    var title = "" {
        willSet { print("Screen.willSet \(newValue)") }
        didSet { print("Screen.didSet \(oldValue) -> \(title)") }
    }
    var storedFlag = false
    var width: Int {
        get { return storedFlag ? 2 : 1 }
        set { print("Screen.width set \(newValue)"); storedFlag = newValue > 1 }
    }
    init() { title = "screen" }
}

class DetailScreen: Screen {
    override var title: String {
        willSet { print("Detail.willSet \(newValue)") }
        didSet { print("Detail.didSet \(oldValue)") }
    }
    override var storedFlag: Bool {
        didSet { print("Detail.storedFlag \(storedFlag)") }
    }
    override var width: Int {
        willSet { print("Detail.width will \(newValue) from \(width)") }
        didSet { print("Detail.width did \(oldValue) -> \(width)") }
    }
    override init() {
        super.init()
        title = "detail"
        print("DetailScreen init done")
    }
}

let d = DetailScreen()
d.title = "changed"
d.width = 5
let s: Screen = d
s.title = "via superclass type"
s.storedFlag = false
print(d.title, d.width)
let plain = Screen()
plain.title = "plain"
