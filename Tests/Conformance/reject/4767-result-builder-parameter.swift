// a result builder (the type and a parameter marked with it) is refused before the program runs, not run as a plain closure that gives ()
// expect-error: does not support result builders
// expect-line: 4
@resultBuilder
enum RouteListBuilder {
    static func buildBlock(_ routes: String...) -> [String] { routes }
}
func register(@RouteListBuilder _ build: () -> [String]) -> [String] { build() }
func launch() {
    let routes = register {
        "home"
        "settings"
    }
    print(routes)
}
launch()
