// A dictionary's values and keys are typed: values of Optional type print as Optional(...) once sorted or mapped.
final class Badge {
    let count: Int?
    init(_ count: Int?) { self.count = count }
    deinit { print("deinit badge", count ?? -1) }
}

let unread: [String: Int?] = ["inbox": 3, "archive": 1]
print(unread.values.sorted { ($0 ?? 0) < ($1 ?? 0) })
print(Array(unread.values).sorted { ($0 ?? 0) > ($1 ?? 0) })
print(unread.keys.sorted())
print(unread.values.map { $0 }.count)
print(unread.values.compactMap { $0 }.sorted())

func badges() {
    let byTab: [String: Badge] = ["feed": Badge(2)]
    let counts = byTab.values.map { $0.count }
    print(counts)
    for key in byTab.keys.sorted() {
        print(key, byTab[key]?.count ?? 0)
    }
}
badges()
print("end")
