// ERRORS: a function's declared result type is the type of its call
struct Screen { let title: String }
func makeScreens() -> [Screen] { [Screen(title: "a"), Screen(title: "b")] }
let screens = makeScreens()
print(screens.count)
print(screens.first?.title ?? "-")
print(screens.last?.name ?? "-")
