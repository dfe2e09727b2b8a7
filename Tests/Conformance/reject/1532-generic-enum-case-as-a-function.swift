// REJECT: a generic enum's case with an associated value used as a function is refused before anything runs
// expect-error: does not support cases of generic enums used as functions
// expect-line: 17
enum Loadable<Value> {
    case idle
    case loaded(Value)
}

enum Route {
    case detail(Int)
}

let routes = [1, 2].map(Route.detail)
print(routes.count)
let states: [Loadable<Int>] = [.idle, .loaded(3)]
print(states.count)
let load = Loadable<String>.loaded
print(type(of: load))
