// ARC: a static let is created on first use and never released; a static var releases its old value when reassigned
class Analytics {
    static let shared = Analytics("shared")
    static var current: Analytics? = nil
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
    static func log(_ s: String) { print("log \(s)") }
}

print("start")
Analytics.log("no instance needed")
print("first use: \(Analytics.shared.name)")
print("second use: \(Analytics.shared.name)")
Analytics.current = Analytics("c1")
Analytics.current = Analytics("c2")
Analytics.current = nil
print("end")
