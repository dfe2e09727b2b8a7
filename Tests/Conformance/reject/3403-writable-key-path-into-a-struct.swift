// A write through a WritableKeyPath into a struct is refused before anything runs, not stopped halfway
// expect-error: coordlab does not support changing a value through a key path
// expect-line: 13
struct Settings {
    var volume = 3
    var name = "home"
}
final class Screen { var title = "a" }
let screen = Screen()
screen[keyPath: \Screen.title] = "b"
print(screen.title)
var settings = Settings()
settings[keyPath: \Settings.volume] += 1
print(settings.volume)
