// Key paths as values: read and written through `object[keyPath:]`, passed to a generic function, kept in an array; a write through a class's key path goes to the instance itself.
final class Settings {
    var volume = 3
    var name = "default"
    var profile = Profile()
}

final class Profile {
    var nickname = "anon"
}

func set<Root, Value>(_ path: ReferenceWritableKeyPath<Root, Value>, of root: Root, to value: Value) {
    root[keyPath: path] = value
}

func read<Root, Value>(_ path: ReferenceWritableKeyPath<Root, Value>, of root: Root) -> Value {
    root[keyPath: path]
}

let settings = Settings()
let alias = settings
let volume = \Settings.volume
print(settings[keyPath: volume])
settings[keyPath: volume] = 7
set(\Settings.name, of: settings, to: "night")
set(\Settings.profile.nickname, of: settings, to: "ada")
print(alias.volume, alias.name, alias.profile.nickname)
print(read(\Settings.name, of: alias), read(\.volume, of: settings))
let paths = [\Settings.name, \Settings.profile.nickname]
for p in paths { print(settings[keyPath: p]) }
