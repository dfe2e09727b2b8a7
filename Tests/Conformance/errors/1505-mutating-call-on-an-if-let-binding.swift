// An 'if let' binding is a constant, unlike 'if var': appending to it is refused in swiftc's words.
final class Cache {
    var pages: [String: [Int]] = ["home": [1, 2]]

    func extend(_ key: String) {
        if var page = pages[key] {
            page.append(3)
            pages[key] = page
        }
        if let page = pages[key] {
            page.append(4)
            pages[key] = page
        }
    }
}

let cache = Cache()
cache.extend("home")
print(cache.pages["home"] ?? [])
