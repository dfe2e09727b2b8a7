// ERRORS: a labelled tuple read by a label it does not have
func loadRoute() -> (name: String, depth: Int) { ("detail", 2) }
let route = loadRoute()
print(route.name)
print(route.level)
