// a class with an async initializer made without await inside async code: swiftc says the expression is 'async' but is not marked with 'await'
final class Feed {
    var posts: [String] = []
    init(user: String) async {
        posts = ["hello from \(user)"]
    }
}
func open() async {
    let feed = Feed(user: "ann")
    print(feed.posts)
}
