// ERRORS: a parameter of throwing function type called without try, in a function that does not throw
enum RouteError: Error { case unknown }
func route(to name: String, using resolve: (String) throws -> Int) -> Int {
    let screen = resolve(name)
    return screen
}
print(route(to: "home") { $0.count })
