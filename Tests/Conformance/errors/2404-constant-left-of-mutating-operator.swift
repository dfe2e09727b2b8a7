// ERRORS: a `let` constant on the left of a program's operator whose left parameter is `inout` is refused in swiftc's words
infix operator +>: AdditionPrecedence
func +> (route: inout [String], next: String) { route.append(next) }
var route = ["root"]
route +> "list"
let fixed = ["root"]
fixed +> "detail"
print(route, fixed)
