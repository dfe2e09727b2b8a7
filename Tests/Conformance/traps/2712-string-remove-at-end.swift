// TRAP: remove(at:) with a string's endIndex stops the program
// expect-trap: String index is out of bounds
var route = "home/detail"
if let slash = route.firstIndex(of: "/") { route.remove(at: slash) }
print(route)
route.remove(at: route.endIndex)
print(route)
