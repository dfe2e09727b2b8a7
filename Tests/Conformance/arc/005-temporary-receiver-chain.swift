// ARC: the receiver of a method call on a temporary is released right after that call, link by link
class Builder {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
    func next(_ name: String) -> Builder {
        print("\(self.name).next(\(name))")
        return Builder(name)
    }
    func finish(_ extra: Builder) -> String {
        print("\(name).finish(\(extra.name))")
        return name
    }
}

let result = Builder("a").next("b").next("c").finish(Builder("arg"))
print("result \(result)")
print("---")
Builder("solo").next("tail").finish(Builder("x")) == "tail" ? print("yes") : print("no")
print("end")
