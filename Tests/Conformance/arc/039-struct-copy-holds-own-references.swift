// ARC: a struct holding references is a value: each copy retains them, fields are released in declaration order
class Service {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

struct Dependencies {
    var api: Service
    var store: Service
    let logger: Service
}

do {
    var deps = Dependencies(api: Service("api"), store: Service("store"), logger: Service("logger"))
    let copy = deps
    deps.api = Service("api2")
    print("copy.api is \(copy.api.name), deps.api is \(deps.api.name)")
    print("scope ends")
}
print("---")
var global: Dependencies? = Dependencies(api: Service("g.api"), store: Service("g.store"), logger: Service("g.logger"))
global = nil
print("end")
