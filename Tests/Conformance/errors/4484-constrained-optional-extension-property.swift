// A property of 'extension Optional where Wrapped: Titled' read on an Optional of a type that is not Titled: swiftc's error names the property
protocol Titled { var title: String { get } }
struct Screen: Titled { var title: String }
extension Optional where Wrapped: Titled {
    var titleOrEmpty: String { self?.title ?? "" }
}
let shown: Screen? = Screen(title: "Home")
print(shown.titleOrEmpty)
let count: Int? = 3
print(count.titleOrEmpty)
