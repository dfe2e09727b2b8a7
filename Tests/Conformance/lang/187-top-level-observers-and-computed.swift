// LANG: top-level variables with willSet/didSet and top-level computed variables with get/set
var log: [String] = []
var count = 0 {
    willSet { log.append("will \(newValue)") }
    didSet { print("count \(oldValue) -> \(count)") }
}
var doubled: Int {
    get { return count * 2 }
    set { count = newValue / 2 }
}
var label: String { "count is \(count)" }

func increment() {
    count += 1
}

count = 3
increment()
doubled = 20
print(doubled, label)
doubled += 4
print(count, log)
