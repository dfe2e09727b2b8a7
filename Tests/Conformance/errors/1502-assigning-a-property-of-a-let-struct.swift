// Assigning a nested property of a struct held by a 'let' is refused at the last property's name, naming the constant.
struct Theme {
    var tint = "blue"
    var fontSize = 14
}

struct ScreenStyle {
    var theme = Theme()
    var title = "Home"
}

func makeStyle() -> ScreenStyle {
    var style = ScreenStyle()
    style.title = "Profile"
    return style
}

let style = makeStyle()
style.theme.tint = "red"
print(style.theme.tint)
