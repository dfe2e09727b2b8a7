// `.init()` whose type is a generic parameter (a generic coordinator's default screen) is refused before the program runs: the parameter's type is erased in coordlab, so it would make the wrong screen
// expect-error: does not support '.init()' of the type 'Screen' from its context yet
// expect-line: 13
class ScreenBase {
    required init() {}
    deinit { print("deinit \(type(of: self))") }
}

final class ListScreen: ScreenBase {}

class Coordinator<Screen: ScreenBase> {
    let screen: Screen
    init(screen: Screen = .init()) { self.screen = screen }
}

let coordinator = Coordinator<ListScreen>()
print(type(of: coordinator.screen))
