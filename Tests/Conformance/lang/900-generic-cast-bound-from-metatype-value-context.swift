// as?, as! and is with T bound from a .Type argument, from a value argument, and from the context (existential contexts included)
protocol Screen { var title: String { get } }
struct Login: Screen { let title = "Login" }

func cast<T>(_ value: Any, to type: T.Type) -> T? { value as? T }
func matches<T>(_ value: Any, _ type: T.Type) -> Bool { value is T }
func like<T>(_ value: Any, _ sample: T) -> T? { value as? T }
func inferred<T>(_ value: Any) -> T? { value as? T }
func forced<T>(_ value: Any, to type: T.Type) -> T { value as! T }

print(cast(5, to: String.self) as Any)
print(cast(5, to: Int.self) as Any)
print(cast("five", to: String.self) as Any)
print(matches(5, String.self), matches(5, Int.self), matches(Login(), Screen.self))
print(like(5, "sample") as Any)
print(like(7, 0) as Any)
let text: String? = inferred(5)
let number: Int? = inferred(5)
let anything: Any? = inferred(5)
print(text as Any, number as Any, anything as Any)
let screen: Screen? = inferred(Login())
print(screen?.title ?? "none")
print("\(cast(5, to: String.self) as Any) \(cast(5, to: Int.self) as Any)")
let maybe: Any? = cast(5, to: String.self)
print(maybe as Any)
print(forced(3, to: Int.self) + 1)
let items: [Any] = [1, "two", 3.0, Login()]
print(items.compactMap { cast($0, to: Int.self) })
print(items.filter { matches($0, Screen.self) }.count)
