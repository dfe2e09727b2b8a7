// A key path with its root written is a value; making it reads nothing.
class Screen {
    var title = "home"
}

let screen = Screen()
print(screen.title)
let path = \Screen.title
print("after key path")
screen.title = "done"
print(screen.title)
