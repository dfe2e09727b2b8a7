// compactMapValues keeps the non-nil results unwrapped; the objects dropped and the dictionary made are released as Swift releases them
final class Flow {
    let name: String
    var screen: Screen?
    init(_ name: String, screen: Screen?) { self.name = name; self.screen = screen }
    deinit { print("Flow deinit", name) }
}

final class Screen {
    let title: String
    init(_ title: String) { self.title = title }
    deinit { print("Screen deinit", title) }
}

var flows: [String: Flow] = [
    "home": Flow("home", screen: Screen("Home")),
    "auth": Flow("auth", screen: nil),
]
var screens = flows.compactMapValues { $0.screen }
print(screens.count, screens["home"]?.title ?? "-", screens["auth"] == nil)
let lengths = ["a": "xy", "b": "", "c": "zzz"].compactMapValues { $0.isEmpty ? nil : $0.count }
print(lengths.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
flows["home"] = nil
print("home flow removed")
screens.removeAll()
print("screens cleared")
flows.removeAll()
print("end")
