// ARC: a new instance that nobody keeps is released at once, before the next statement
class Screen {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

print("start")
_ = Screen("underscore")
print("after _ =")
let _ = Screen("let underscore")
print("after let _ =")
_ = Screen("first"); _ = Screen("second")
print("after two statements on one line")
func make(_ name: String) -> Screen { return Screen(name) }
_ = make("returned")
print("end")
