// blocks sent to a queue whose single expression has a value (an optional call, a Bool): the value is dropped
// prelude: uikit
final class Observable<T> {
    var value: T {
        didSet {
            DispatchQueue.main.async {
                self.onChange?(self.value)
            }
        }
    }
    private var onChange: ((T) -> Void)?
    init(_ value: T) { self.value = value }
    func observe(_ f: @escaping (T) -> Void) { onChange = f }
    deinit { print("deinit Observable") }
}
var seen: [Int] = []
var counter: Observable<Int>? = Observable(0)
counter?.observe { seen.append($0) }
counter?.value = 1
counter?.value = 2
DispatchQueue.main.async { seen.isEmpty }
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { seen.append(99) }
let item = DispatchWorkItem { print("item ran") }
DispatchQueue.main.async(execute: item)
counter = nil
print("before the loop", seen)
RunLoop.main.run(until: Date().addingTimeInterval(2))
print("after the loop", seen)
