// TRAP: a URL string with a character outside ASCII stops the run with coordlab's reason (its URL has no UTF-8 bytes to percent-encode), after the ASCII links before it were handled and before the flow is torn down.
// expect-trap: encodes only ASCII characters
// prelude: uikit
final class SearchCoordinator {
    var opened: [URL] = []
    func open(_ text: String) {
        guard let url = URL(string: "shop://search?q=" + text) else { print("no url for", text); return }
        opened.append(url)
        print("opened", url.query ?? "-", opened.count)
    }
    deinit { print("deinit SearchCoordinator") }
}
var coordinator: SearchCoordinator? = SearchCoordinator()
for word in ["shoes", "red shoes", "50%", "café"] {
    coordinator?.open(word)
}
coordinator = nil
print("done")
