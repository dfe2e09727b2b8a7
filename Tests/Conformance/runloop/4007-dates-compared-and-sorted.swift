// Dates compared, sorted, moved with + and -, and used as dictionary keys, as a feed's view model orders its items
// prelude: uikit
struct Item { let title: String; let posted: Date }
let now = Date()
let items = [Item(title: "later", posted: now + 30), Item(title: "now", posted: now), Item(title: "earlier", posted: now - 10)]
print(items.sorted { $0.posted < $1.posted }.map(\.title))
print(items.map { $0.posted.timeIntervalSince(now) }, items.max { $0.posted < $1.posted }!.title)
print(now < now + 1, now > now - 1, now <= now, now == now + 0, now != now + 5)
var seen: [Date: String] = [:]
for item in items { seen[item.posted] = item.title }
print(seen[now] ?? "-", seen[now + 30] ?? "-", seen[now + 1] ?? "-", Set(items.map(\.posted)).count)
print([now + 5, now - 5, now].sorted().map { $0.timeIntervalSince(now) })
