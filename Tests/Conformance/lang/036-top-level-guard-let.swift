// LANG: a top-level guard-let binding is a local of the script: unlike globals it is released when the script ends
class Config {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

func load(_ name: String) -> Config? { return Config(name) }

let global = Config("global")
var replaced: Config? = Config("replaced")
guard let config = load("guarded") else {
    fatalError("no config")
}
print("using \(config.name)")
replaced = nil
if let scoped = load("if-let") {
    print("in if \(scoped.name)")
}
print("last line of the script")
