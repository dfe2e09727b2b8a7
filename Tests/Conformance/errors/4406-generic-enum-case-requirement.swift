// A generic enum's where clause (enum LoadState<Value> where Value: Model) is checked where a case binds it: 'generic enum requires' at the enum's name, as swiftc places it
// expect-error: generic enum 'LoadState' requires that 'Bool' conform to 'Model'
protocol Model { var id: Int { get } }
struct Article: Model { let id: Int }
enum LoadState<Value> where Value: Model {
    case idle
    case loaded(Value)
    var summary: String {
        switch self {
        case .idle: return "idle"
        case .loaded(let v): return "loaded \(v.id)"
        }
    }
}
let ready = LoadState.loaded(Article(id: 7))
print(ready.summary)
let wrong = LoadState.loaded(true)
print(wrong.summary)
