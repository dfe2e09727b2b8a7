// ARC: a dictionary is a value: a copy keeps its values alive; replacing or removing a value releases it
class Flow {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

var flows: [String: Flow] = [:]
flows["login"] = Flow("login1")
flows["login"] = Flow("login2")
print("replaced, count \(flows.count)")
let backup = flows
flows["login"] = nil
print("removed, backup has \(backup["login"]?.name ?? "nil")")
flows["home"] = Flow("home")
print("home is \(flows["home"]!.name)")
var other = flows
flows["home"] = nil
print("other still has \(other["home"]?.name ?? "nil"), flows empty: \(flows.isEmpty)")
other["home"] = nil
print("end")
