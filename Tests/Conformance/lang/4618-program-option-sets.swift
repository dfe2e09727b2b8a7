// A program's option sets (UInt8 and Int raw values): array literals in properties, defaults, arguments and dictionary values, the set operations and their mutating forms, insert/remove/update results printed as Swift prints them
struct Permissions: OptionSet {
    let rawValue: UInt8
    static let read = Permissions(rawValue: 1)
    static let write = Permissions(rawValue: 2)
    static let share = Permissions(rawValue: 4)
    static let all: Permissions = [.read, .write, .share]
}
struct Screen {
    var permissions: Permissions = []
    func can(_ p: Permissions) -> Bool { permissions.contains(p) }
}
func open(_ name: String, with p: Permissions = [.read]) { print(name, p, p.rawValue) }
open("doc")
open("doc", with: [.read, .write])
var s = Screen()
print(s.can(.read), s.permissions)
s.permissions.formUnion([.read, .share])
print(s.can([.read, .share]), s.can(.write), s.permissions.isSuperset(of: [.read]))
print(s.permissions.insert(.read), s.permissions.insert(.write))
print(s.permissions.remove(.share) as Any, s.permissions.remove(.share) as Any)
print(s.permissions.update(with: [.write, .share]) as Any, s.permissions)
print(Permissions.all.subtracting(.write), Permissions.all.symmetricDifference([.read, .write]))
print(Permissions.all == [.share, .read, .write], Permissions() == [], s.permissions.isDisjoint(with: .read))
var byUser: [String: Permissions] = ["ann": [.read], "bob": .all]
byUser["cy"] = [.write]
print(byUser.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" })
let list: [Permissions] = [[.read], .write, []]
print(list.map(\.rawValue), list.contains([]))

struct Features: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let push = Features(rawValue: 1 << 0)
    static let badge = Features(rawValue: 1 << 1)
    static let sound = Features(rawValue: 1 << 2)
    static let all: Features = [.push, .badge, .sound]
    var description: String { "Features(\(rawValue))" }
}
var f: Features = [.push, .sound]
print(f.contains(.push), f.contains(.badge))
f.insert(.badge)
f.remove(.push)
print(f, f.isEmpty, Features.all, f.union(.push), f.intersection([.badge]))
let none: Features = []
print(none.isEmpty, none == [])
