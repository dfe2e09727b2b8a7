// A global generic function's requirement (<T: Presentable>) is checked where a call binds it: a type that does not conform is swiftc's error before the run, where it ran
protocol Presentable { var title: String { get } }
struct Screen: Presentable { let title: String }
struct Banner { let text: String }
func present<T: Presentable>(_ item: T) { print("presenting", item.title.isEmpty ? "untitled" : "a screen") }
func log<T>(_ items: [T]) where T: Equatable { print(items.count) }
present(Screen(title: "Home"))
log([1, 2])
present(Banner(text: "Sale"))
