// LANG: assigning super.name runs the superclass's setter and observers, not the subclass's overrides
class Screen {
    var title = "" {
        willSet { print("Screen.willSet \(newValue)") }
        didSet { print("Screen.didSet \(oldValue) -> \(title)") }
    }
    var backing = 0
    var size: Int {
        get { return backing }
        set { print("Screen.size = \(newValue)"); backing = newValue }
    }
}

class DetailScreen: Screen {
    override var title: String {
        didSet { print("Detail.didSet \(oldValue)") }
    }
    override var size: Int {
        get { return super.size * 10 }
        set { print("Detail.size = \(newValue)"); super.size = newValue + 1 }
    }
    func resetTitle() {
        super.title = "reset"
    }
}

let d = DetailScreen()
d.title = "detail"
d.resetTitle()
d.size = 4
print(d.title, d.size, d.backing)
