// A generic struct's requirement (struct Page<Content: Renderable>) is checked where its memberwise initializer infers the argument: 'generic struct 'Page' requires that 'Double' conform'
// expect-error: generic struct 'Page' requires that 'Double' conform to 'Renderable'
protocol Renderable { func render() -> String }
struct Text: Renderable {
    let value: String
    func render() -> String { "<p>\(value)</p>" }
}
struct Page<Content: Renderable> {
    let title: String
    let content: Content
    func html() -> String { "<h1>\(title)</h1>" + content.render() }
}
let about = Page(title: "About", content: Text(value: "Hello"))
print(about.html())
let price = Page(title: "Price", content: 9.99)
print(price.title)
