// a switch on a tuple literal of new enum values: the tuple dies whole, first element first, unless the chosen case is the only one left that can match it
final class Screen {
    let name: String
    init(_ name: String) { self.name = name; print("make \(name)") }
    deinit { print("free \(name)") }
}
enum Step { case show(Screen); case hide(Screen); case swap(Screen, Screen) }

func withDefault() {
    switch (Step.show(Screen("home")), Step.hide(Screen("detail"))) {
    case (.show(let a), .hide(let b)): print("show \(a.name), hide \(b.name)")
    default: print("other")
    }
    print("end of withDefault")
}
func laterRowMayMatch() {
    switch (Step.show(Screen("list")), Step.hide(Screen("sheet"))) {
    case (.hide, _): print("hide first")
    case (.show(let a), .hide(let b)): print("show \(a.name), hide \(b.name)")
    case (.show, _): print("show")
    case (.hide, _), (.swap, _): print("rest")
    }
    print("end of laterRowMayMatch")
}
func onlyRowLeft() {
    switch (Step.hide(Screen("login")), Step.show(Screen("signup"))) {
    case (.show, _): print("show")
    case (.hide(let a), _): print("hide \(a.name)")
    case (.swap, _): print("swap")
    }
    print("end of onlyRowLeft")
}
func bothBound() {
    switch (Screen("tab"), Step.hide(Screen("modal"))) {
    case (_, .show): print("show")
    case (let tab, .hide(let modal)): print("\(tab.name) hides \(modal.name)")
    case (_, .swap): print("swap")
    }
    print("end of bothBound")
}
func guarded() {
    switch (Step.swap(Screen("a"), Screen("b")), Step.show(Screen("c"))) {
    case (.swap(_, let b), .show(let c)) where b.name == "b": print("swap to \(b.name), show \(c.name)")
    default: print("other")
    }
    print("end of guarded")
}
withDefault()
laterRowMayMatch()
onlyRowLeft()
bothBound()
guarded()
