// REJECT: key path expressions are outside coordlab's subset
// expect-error: does not support
// expect-error: key path
// expect-line: 11
class Screen {
    var title = "home"
}

let screen = Screen()
print(screen.title)
let path = \Screen.title
print("after key path")
screen.title = "done"
print(screen.title)
