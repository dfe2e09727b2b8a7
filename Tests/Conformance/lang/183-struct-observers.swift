// LANG: observers on struct properties run for direct writes, mutating methods, elements and nested structs, not in init
struct Settings {
    var volume = 5 {
        willSet { print("volume will be \(newValue)") }
        didSet {
            print("volume was \(oldValue), is \(volume)")
            if volume > 10 { volume = 10 }
        }
    }
    var tags: [String] = [] { didSet { print("tags \(oldValue.count) -> \(tags.count)") } }
    init(volume: Int) {
        self.volume = volume
        print("init volume \(self.volume)")
    }
    mutating func louder() { volume += 3 }
}

struct Profile {
    var settings = Settings(volume: 1) { didSet { print("settings changed") } }
}

var s = Settings(volume: 2)
s.volume = 7
s.louder()
s.louder()
print(s.volume)
s.tags.append("a")
s.tags += ["b", "c"]
var list = [Settings(volume: 0)]
list[0].volume = 4
var p = Profile()
p.settings.volume = 9
let copy = p
p.settings.tags.append("x")
print(copy.settings.tags.count, p.settings.tags.count)
