// LANG: lazy var in classes, structs, with explicit and inferred types, closures using self, and lazy static-like globals
class Loader {
    let id: Int
    init(id: Int) { self.id = id; print("Loader \(id)") }
}

class Screen {
    let name: String
    lazy var loader: Loader = Loader(id: name.count)
    lazy var greeting: String = {
        print("building greeting")
        return "hello \(self.name)"
    }()
    lazy var counter = 10
    init(name: String) { self.name = name }
}

struct Cache {
    lazy var values: [Int] = {
        print("filling cache")
        return [1, 2, 3]
    }()
    var hits = 0
    mutating func read() -> Int {
        hits += 1
        return values[hits % 3]
    }
}

let s = Screen(name: "home")
print("created")
print(s.greeting)
print(s.greeting)
print(s.loader.id)
s.counter += 5
print(s.counter)
var c = Cache()
print("cache made")
print(c.read(), c.read())
var d = c
print(d.read(), c.hits, d.hits)
