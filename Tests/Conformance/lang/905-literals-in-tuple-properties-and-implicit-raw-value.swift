// Integer literals in a tuple property typed (Double, Double) become Doubles, and an enum's rawValue is read through implicit self
struct Frame {
    var origin: (x: Double, y: Double)
    var size: (w: Double, h: Double)
    var area: Double { size.w * size.h }
}

enum Tab: Int, CaseIterable, CustomStringConvertible {
    case feed, search, profile
    var description: String { ["Feed", "Search", "Profile"][rawValue] }
    var next: Tab? { Tab(rawValue: rawValue + 1) }
}

var frame = Frame(origin: (x: 0, y: 10), size: (w: 3, h: 4))
print(frame)
print("origin \(frame.origin) size \(frame.size) area \(frame.area)")
frame.origin.x += 2
print(frame.origin, frame.area)
let corners: [(x: Double, y: Double)] = [(x: 1, y: 2)]
print(corners)
print(Tab.allCases, Tab.feed.next as Any, Tab.profile.next as Any)
print(Tab.allCases.map { "\($0)=\($0.rawValue)" })
