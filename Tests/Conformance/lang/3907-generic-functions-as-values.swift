// generic functions named as values where a function type binds their parameters: stored, passed, called later with the bound types
protocol Named { var name: String { get } }
final class Screen: Named {
    let name: String
    init(_ name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name) }
}
func identity<T>(_ value: T) -> T { value }
func label<T>(_ value: T) -> String { "\(type(of: value))(\(value))" }
func titled<T: Named>(_ item: T) -> String { "[" + item.name + "]" }
func twice<T>(_ value: T) -> [T] { [value, value] }
struct Tagged<Value> { var value: Value; var tag: String }
func tag<Value>(_ value: Value) -> Tagged<Value> { Tagged(value: value, tag: "\(Value.self)") }
func render(_ items: [Int], with format: (Int) -> String) -> String {
    items.map(format).joined(separator: ", ")
}
let same: (Int) -> Int = identity
let echo: (String) -> String = identity
print(same(41) + 1, echo("hi"))
print(render([1, 2], with: label))
let describeDouble: (Double) -> String = label
print(describeDouble(0.5))
var handlers: [String: (Screen) -> String] = [:]
handlers["title"] = titled
do {
    let home = Screen("home")
    print(handlers["title"]!(home), label(home.name))
}
let pair: (Bool) -> [Bool] = twice
print(pair(true), type(of: pair(false)))
let tagger: (Int) -> Tagged<Int> = tag
let made = tagger(3)
print(made, made.tag, type(of: made))
print("end")
