// ARC: a temporary whose property or method result is read inside print() is released before print runs
class Label {
    let text: String
    init(_ text: String) {
        self.text = text
        print("init \(text)")
    }
    deinit { print("deinit \(text)") }
    var shout: String { return text + "!" }
    func describe() -> String {
        print("describe \(text)")
        return "<" + text + ">"
    }
}

print(Label("stored").text)
print("---")
print(Label("computed").shout)
print("---")
print(Label("method").describe())
print("---")
print(Label("a").text, Label("b").text, separator: " & ")
print("---")
print("text is \(Label("interpolated").text)")
print("end")
