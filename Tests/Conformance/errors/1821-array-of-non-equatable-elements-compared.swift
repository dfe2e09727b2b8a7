// ERRORS: == between arrays whose element type is not Equatable is refused in swiftc's words
struct Screen {
    var title: String
}

enum Tab: Equatable { case home, settings }

let tabs: [Tab] = [.home, .settings]
print(tabs == [.home, .settings])
let screens = [Screen(title: "home")]
print(screens == [Screen(title: "home")])
