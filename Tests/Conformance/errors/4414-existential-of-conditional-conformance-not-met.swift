// A value of a generic type stored as an existential of a protocol it conforms to only conditionally (Feed<Double> as Renderable): swiftc's 'protocol requires' error before the run
// expect-error: protocol 'Renderable' requires that 'Double' conform to 'Renderable'
protocol Renderable { func render() -> String }
struct Post: Renderable { let title: String; func render() -> String { "post " + title } }
struct Feed<Item> { let items: [Item] }
extension Feed: Renderable where Item: Renderable {
    func render() -> String { items.map { $0.render() }.joined(separator: "; ") }
}
let posts: Renderable = Feed(items: [Post(title: "a"), Post(title: "b")])
print(posts.render())
let prices: Renderable = Feed(items: [1.5, 2.5])
print(prices.render())
