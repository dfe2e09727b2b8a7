// Set conforms to the program's protocol in an extension: generic calls, existentials, casts and a protocol extension member
protocol Badged {
    var badge: Int { get }
}
extension Badged {
    var label: String { badge == 0 ? "none" : "\(badge) new" }
}
extension Set: Badged {
    var badge: Int { count }
}
func loudest<T: Badged>(_ xs: [T]) -> Int { xs.map(\.badge).max() ?? -1 }

let unread: Set<Int> = [3, 5, 8]
let flagged: Set<String> = []
print(unread.label, flagged.label)
print(loudest([unread, Set([1])]))
let boxes: [Any] = [unread, "plain", flagged, 2]
let badged = boxes.compactMap { $0 as? Badged }
print(badged.map(\.label), boxes.filter { $0 is Badged }.count)
if let b = boxes.first as? Badged { print("first", b.badge) }
