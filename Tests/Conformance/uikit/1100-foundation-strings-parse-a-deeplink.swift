// Foundation's components(separatedBy:), trimmingCharacters(in:) and replacingOccurrences(of:with:) in a deeplink coordinator: empty parts, padding, query pairs, no-op targets
// prelude: uikit
enum Route: Equatable {
    case profile(id: String)
    case search(query: String, filters: [String])
    case unknown(String)
}

final class DeeplinkCoordinator {
    func route(for link: String) -> Route {
        let trimmed = link.trimmingCharacters(in: .whitespacesAndNewlines)
        let withoutScheme = trimmed.replacingOccurrences(of: "myapp://", with: "")
        let halves = withoutScheme.components(separatedBy: "?")
        let path = halves[0].components(separatedBy: "/")
        switch path.first {
        case "profile" where path.count > 1:
            return .profile(id: path[1])
        case "search":
            var query = ""
            var filters: [String] = []
            for pair in (halves.count > 1 ? halves[1] : "").components(separatedBy: "&") {
                let kv = pair.components(separatedBy: "=")
                if kv[0] == "q", kv.count > 1 { query = kv[1].replacingOccurrences(of: "+", with: " ") }
                if kv[0] == "f", kv.count > 1 { filters = kv[1].components(separatedBy: ",") }
            }
            return .search(query: query, filters: filters)
        default:
            return .unknown(withoutScheme)
        }
    }
    deinit { print("coordinator gone") }
}

do {
    let coordinator = DeeplinkCoordinator()
    for link in ["  myapp://profile/42\n", "myapp://search?q=swift+ui&f=new,,free", "myapp://search", "\tmyapp://settings//x", ""] {
        print(coordinator.route(for: link))
    }
}
print("a,,b,".components(separatedBy: ","), "abc".components(separatedBy: ""), "".components(separatedBy: ","))
print("aaa".components(separatedBy: "aa"), "banana".replacingOccurrences(of: "ana", with: "o"), "x".replacingOccurrences(of: "", with: "y"))
