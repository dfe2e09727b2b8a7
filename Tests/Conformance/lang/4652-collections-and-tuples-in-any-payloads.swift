// Analytics payloads of `[String: Any]` holding arrays, dictionaries, sets, slices and tuples: `type(of:)` of each shows its generic arguments as Swift does (an empty array's too), and casts to `Set<String>`, `ArraySlice<Int>` or `[String: Int]` test the elements
final class Analytics {
    var events: [(name: String, payload: [String: Any])] = []
    func log(_ name: String, _ payload: [String: Any]) { events.append((name: name, payload: payload)) }
    deinit { print("Analytics deinit") }
}

var analytics: Analytics? = Analytics()
let screens = ["home", "detail"]
var visits: [String: Int] = ["home": 2]
analytics?.log("open", ["screens": screens, "visits": visits, "tags": Set(["new"]), "none": [Int]()])
visits["detail"] = 1
analytics?.log("recent", ["last": [3, 4, 5][1...], "pair": (screen: "home", count: 2), "nested": [[1], [2, 3]]])
analytics?.log("later", ["visits": visits, "ratios": [0.5, 1.5]])

for event in analytics!.events {
    for key in event.payload.keys.sorted() {
        let value = event.payload[key]!
        print(event.name, key, type(of: value))
    }
}
let open = analytics!.events[0].payload
print(open["tags"] is Set<String>, open["tags"] is Set<Int>, open["visits"] is [String: Int], open["visits"] is [String: String])
print(open["none"] is [String], open["screens"] as? [String] ?? [])
let recent = analytics!.events[1].payload
print(recent["last"] is ArraySlice<Int>, recent["last"] is [Int], (recent["last"] as? ArraySlice<Int>)?.first ?? 0)
if let pair = recent["pair"] as? (screen: String, count: Int) { print(pair.screen, pair.count) }
analytics = nil
