// ERRORS: a trailing closure after an initializer none of whose parameters takes a function is an extra trailing closure
struct Toast {
    var text: String
    init(_ text: String = "Saved") { self.text = text }
}
let toast = Toast() {
    print("shown")
}
print(toast.text)
