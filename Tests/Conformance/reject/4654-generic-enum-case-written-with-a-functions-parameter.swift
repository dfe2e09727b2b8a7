// A generic function building routes of a generic enum written with its own parameter (`Step<T>.done`): refused before the run, naming the case as written rather than asking for arguments already written
// expect-error: does not support the case 'Step<T>.done' with these generic arguments
enum Step<T> { case show(T), done }
protocol Screen { var title: String { get } }
struct Home: Screen { let title = "Home" }
func plan<T: Screen>(_ screen: T) -> [Step<T>] {
    return [Step<T>.show(screen), Step<T>.done]
}
print("planning")
print(plan(Home()).count)
