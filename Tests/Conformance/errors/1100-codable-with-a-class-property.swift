// A Codable struct whose stored property is a class that is not Codable: swiftc cannot synthesize the conformance (Decodable reported first)
final class Router {
    var stack: [String] = []
}

struct Screen: Codable {
    var title: String
    var subtitle: String?
    var router: Router
}

let s = Screen(title: "Home", subtitle: nil, router: Router())
print(s.title, s.router.stack)
