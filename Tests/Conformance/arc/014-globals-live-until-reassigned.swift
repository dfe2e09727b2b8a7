// ARC: top-level variables live until reassigned or set to nil, and are never released at program exit
class Session {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

var current: Session? = Session("s1")
let permanent = Session("permanent")
var plain = Session("plain1")
print("globals ready")
current = Session("s2")
print("s1 replaced")
current = nil
print("s2 cleared")
plain = Session("plain2")
print("plain replaced")
current = Session("s3")
print("end, nothing else is released: \(permanent.name) \(plain.name) \(current!.name)")
