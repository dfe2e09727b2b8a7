// Property wrappers: a struct wrapper with attribute arguments, a class wrapper that is its
// own projection, `$name`, `_name` inside the type, compound assignment through the wrapper.
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
        print("Clamped(\(wrappedValue)) -> \(value)")
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<Int> { range }
}

@propertyWrapper
final class Logged<Value> {
    private var stored: Value
    private(set) var writes = 0
    let label: String
    init(wrappedValue: Value, label: String = "value") {
        stored = wrappedValue
        self.label = label
        print("Logged \(label) made")
    }
    var wrappedValue: Value {
        get { stored }
        set {
            writes += 1
            print("\(label) write #\(writes)")
            stored = newValue
        }
    }
    var projectedValue: Logged<Value> { self }
    deinit { print("Logged \(label) deinit") }
}

final class Mixer {
    @Clamped(0...10) var volume = 15
    @Logged(label: "title") var title = "untitled"
    @Logged var tags: [String] = []
    init() { print("Mixer init") }
    func louder() { volume += 4 }
    func describe() -> String { "\(title) vol \(volume) in \($volume) tags \(tags) (\(_title.writes) title writes)" }
    deinit { print("Mixer deinit") }
}

var m: Mixer? = Mixer()
print(m!.describe())
m!.louder()
m!.louder()
m!.title = "night"
m!.title += " mix"
m!.tags.append("calm")
print(m!.describe())
print(m!.$tags.writes, type(of: m!.$title))
m = nil
print("end")
