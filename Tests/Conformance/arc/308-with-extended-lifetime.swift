// withExtendedLifetime holds its value until the body returns, passes it to a body that takes it, and gives back the body's result; temporaries and locals of a local class die as usual.
func test() {
    class Tracked {
        let n: Int
        init(_ n: Int) { self.n = n }
        deinit { print("deinit", n) }
    }
    let a = Tracked(1)
    withExtendedLifetime(a) { print("in", a.n) }
    let r = withExtendedLifetime(Tracked(2)) { t in t.n * 10 }
    print("r", r)
    withExtendedLifetime(Tracked(3)) {
        print("body of 3")
    }
    print("end test")
}
test()
print("after")
