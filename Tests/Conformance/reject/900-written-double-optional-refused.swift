// A written Optional of an Optional (Int??, here a parameter) is refused before the run: Swift prints Optional(Optional(5)) for it
// expect-error: does not support Optionals of Optionals ('Int??')
// expect-line: 11
final class Settings {
    var volume: Int? = 5
    deinit { print("settings gone") }
}

print("starting")
let settings = Settings()
func show(_ stored: Int??) {
    switch stored {
    case .none: print("no setting")
    case .some(.none): print("setting cleared")
    case .some(.some(let v)): print("setting", v)
    }
}
show(settings.volume)
show(.some(nil))
show(nil)
