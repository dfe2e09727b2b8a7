// A struct with wrapped properties: its memberwise initializer takes the wrapped values and
// makes the wrappers; a struct prints its storage as `_name`; mutating through a copy.
@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = String(newValue.filter { $0 != " " }) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

@propertyWrapper
struct NonNegative<Number: Comparable & Numeric> {
    private var number: Number
    init(wrappedValue: Number) { number = max(0, wrappedValue) }
    var wrappedValue: Number {
        get { number }
        set { number = max(0, newValue) }
    }
}

struct Item {
    @Trimmed var name: String = "  none "
    @NonNegative var count: Int = 1
    var note = "-"
}

var a = Item()
print(a.name, a.count, a.note)
var b = Item(name: "  pen  ", count: -3, note: "blue")
print(b.name, b.count, b.note)
let c = Item(count: 9)
print(c)
var d = b
d.name = " cap"
d.count -= 100
print(b.name, b.count, d.name, d.count)
print(d)
