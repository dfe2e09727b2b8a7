// hashValue and Hasher: equal values hash alike through each type's own or synthesized hash(into:), only comparisons printed
struct Email: Hashable {
    var address: String
    var label: String
    // Case-insensitive identity, as a contacts list keys it; the label is not part of it.
    func hash(into hasher: inout Hasher) { hasher.combine(address.lowercased()) }
    static func == (a: Email, b: Email) -> Bool { a.address.lowercased() == b.address.lowercased() }
}
struct Contact: Hashable { var name: String; var emails: [Email]; var rank: Double }
enum Filter: Hashable { case all, tag(String), near(lat: Int, lon: Int) }
let work = Email(address: "Ann@Example.com", label: "work")
let home = Email(address: "ann@example.com", label: "home")
print(work == home, work.hashValue == home.hashValue)
print(work.hashValue == Email(address: "bo@example.com", label: "work").hashValue)
let c1 = Contact(name: "Ann", emails: [work], rank: 0.0)
let c2 = Contact(name: "Ann", emails: [home], rank: -0.0)
print(c1 == c2, c1.hashValue == c2.hashValue)
print(Filter.tag("x").hashValue == Filter.tag("x").hashValue, Filter.all.hashValue == Filter.tag("").hashValue)
print(Filter.near(lat: 1, lon: 2).hashValue == Filter.near(lat: 2, lon: 1).hashValue)
func fingerprint(_ parts: [String], _ count: Int) -> Int {
    var hasher = Hasher()
    for p in parts { hasher.combine(p) }
    hasher.combine(count)
    return hasher.finalize()
}
print(fingerprint(["a", "b"], 2) == fingerprint(["a", "b"], 2), fingerprint(["a", "b"], 2) == fingerprint(["b", "a"], 2))
print(Set([1, 2, 3]).hashValue == Set([3, 1, 2]).hashValue, [1, 2].hashValue == [2, 1].hashValue)
print(["k": 1, "j": 2].hashValue == ["j": 2, "k": 1].hashValue, "é".hashValue == "e\u{301}".hashValue)
var buckets: [Int: [String]] = [:]
for word in ["Tea", "tea", "TEA", "cup"] {
    buckets[Email(address: word, label: "").hashValue, default: []].append(word)
}
print(buckets.count, buckets.values.map(\.count).sorted())
