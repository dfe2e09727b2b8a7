// calling a value whose type has no callAsFunction is swiftc's error before the program runs, not a stop half-way
// expect-error: cannot call value of non-function type 'Settings'
// expect-line: 9
struct Settings {
    var theme = "dark"
}
let settings = Settings()
print(settings.theme)
print(settings("theme"))
