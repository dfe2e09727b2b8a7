// ARC: compactMap/filter/map results hold their elements; temporaries from closures die at the statement's end
final class Screen {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}
var screens: [Screen?] = [Screen("a"), nil, Screen("b"), Screen("c")]
var visible = screens.compactMap { $0 }
print("compacted", visible.count)
screens = []
print("source cleared")
var named = visible.filter { $0.name != "b" }
visible = []
print("visible cleared")
print(named.map { $0.name })
let made = ["x", "y"].map { Screen($0) }.filter { $0.name == "y" }
print("made", made.count)
named.removeAll()
print("named cleared")
print(["t1", "t2"].compactMap { Screen($0).name == "t2" ? "kept" : nil })
print("end")
