// ARC: locals of nested do {} scopes are released at each scope's closing brace, innermost first
class Res {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

do {
    let outer1 = Res("outer1")
    do {
        let inner1 = Res("inner1")
        let inner2 = Res("inner2")
        print("inner scope ends \(inner1.name) \(inner2.name)")
    }
    print("between")
    let outer2 = Res("outer2")
    do {
        let deepest = Res("deepest")
        print("deepest ends \(deepest.name)")
    }
    print("outer scope ends \(outer1.name) \(outer2.name)")
}
print("after do")
func f() {
    let fa = Res("fa")
    do {
        let fb = Res("fb")
        print("f inner \(fb.name)")
    }
    print("f ends \(fa.name)")
}
f()
print("end")
