// ARC: a lazy var is created on first access and released with its owner, in its declaration position among the properties
class Cache {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

class Feature {
    let first = Cache("first")
    lazy var heavy: Cache = {
        print("building heavy")
        return Cache("heavy")
    }()
    let last = Cache("last")
    deinit { print("deinit Feature") }
}

do {
    let f = Feature()
    print("feature made, heavy not built")
}
print("---")
do {
    let f = Feature()
    print("using \(f.heavy.name)")
    print("again \(f.heavy.name)")
}
print("end")
