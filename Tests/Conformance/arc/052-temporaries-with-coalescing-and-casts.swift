// ARC: temporaries on the right of ??, in as?/is casts and bound by if let: who keeps them and for how long
class Screen {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

class DetailScreen: Screen {}

var cached: Screen? = nil
let chosen = cached ?? Screen("fallback")
print("chosen \(chosen.name)")
print((cached ?? Screen("fallback2")).name)
cached = Screen("cached")
print((cached ?? Screen("never")).name)
print("---")
if let d = Screen("plain") as? DetailScreen {
    print("unexpected \(d.name)")
} else {
    print("cast failed")
}
if let d = DetailScreen("detail") as Screen? {
    print("bound \(d.name)")
}
print("after if")
let isDetail = DetailScreen("checked") is DetailScreen
print("is: \(isDetail)")
print("end")
