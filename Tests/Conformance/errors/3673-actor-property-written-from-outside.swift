// a task assigns an actor's property from outside: swiftc refuses the mutation from a nonisolated context, even where it could await
actor Settings {
    var theme = "light"
    func apply(_ name: String) { theme = name }
}
let settings = Settings()
func switchToDark() async {
    await settings.apply("dim")
    settings.theme = "dark"
}
