// A program's own option-set protocol: bit masks in a protocol extension constrained to FixedWidthInteger raw values, with mutating insert and remove assigning `self`
protocol MyOptionSet: Equatable {
    associatedtype RawValue
    var rawValue: RawValue { get }
    init(rawValue: RawValue)
}
extension MyOptionSet where RawValue: FixedWidthInteger {
    init() { self.init(rawValue: 0) }
    var isEmpty: Bool { rawValue == 0 }
    func contains(_ member: Self) -> Bool { (rawValue & member.rawValue) == member.rawValue }
    func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
    func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
    mutating func formUnion(_ other: Self) { self = union(other) }
    @discardableResult
    mutating func insert(_ m: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let old = intersection(m)
        if old == m { return (false, old) }
        formUnion(m)
        return (true, m)
    }
    @discardableResult
    mutating func remove(_ m: Self) -> Self? {
        let found = intersection(m)
        if found.isEmpty { return nil }
        self = Self(rawValue: rawValue & ~m.rawValue)
        return found
    }
}
struct Features: MyOptionSet, CustomStringConvertible {
    let rawValue: Int
    static let push = Features(rawValue: 1 << 0)
    static let badge = Features(rawValue: 1 << 1)
    static let sound = Features(rawValue: 1 << 2)
    var description: String { "Features(\(rawValue))" }
}
var f = Features.push.union(.sound)
print(f.contains(.push), f.contains(.badge))
f.insert(.badge)
print(f.remove(.push) as Any)
print(f, f.isEmpty, f.union(.push), f.intersection(.badge), Features() == Features(rawValue: 0))
