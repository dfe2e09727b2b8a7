// LANG: throwing initializers of classes and structs: try, try? and try! on them, failable and throwing together, and self.init delegation
enum Invalid: Error { case empty, negative }
struct Temperature {
    let celsius: Int
    init(_ c: Int) throws {
        if c < -273 { throw Invalid.negative }
        celsius = c
    }
    init(text: String) throws {
        if text.isEmpty { throw Invalid.empty }
        try self.init(text.count * 10)
    }
}
class User {
    let name: String
    init(name: String) throws {
        if name.isEmpty { throw Invalid.empty }
        self.name = name
    }
    convenience init(pair: (String, Int)) throws {
        try self.init(name: pair.0)
        if pair.1 < 0 { throw Invalid.negative }
    }
}
class Admin: User {
    let level: Int
    init(name: String, level: Int) throws {
        self.level = level
        try super.init(name: name)
    }
}
print(try Temperature(20).celsius, try Temperature(text: "abc").celsius)
do { _ = try Temperature(-300) } catch { print("too cold:", error) }
print((try? Temperature(text: ""))?.celsius as Any)
let u = try! User(name: "ann")
print(u.name, (try? User(name: ""))?.name as Any)
do { _ = try User(pair: ("bob", -1)) } catch { print("pair:", error) }
let a = try Admin(name: "root", level: 3)
print(a.name, a.level, (try? Admin(name: "", level: 1)) == nil)
class Parsed {
    let value: Int
    init?(_ s: String) throws {
        if s.isEmpty { throw Invalid.empty }
        guard let v = Int(s) else { return nil }
        value = v
    }
}
for s in ["12", "x", ""] {
    do {
        let p = try Parsed(s)
        print(s, p?.value as Any)
    } catch {
        print(s, "threw", error)
    }
}
