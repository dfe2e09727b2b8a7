// An actor declared beside a class (formerly refused): made, kept by a let and a var, and freed when the last goes, its deinit before its stored object's, as a class's is
final class Plain {
    var n = 0
    deinit { print("Plain deinit", n) }
}

actor Store {
    var items = 0
    let owner = Plain()
    deinit { print("Store deinit", items) }
}

let p = Plain()
p.n += 1
print(p.n)
var store: Store? = Store()
let kept = store
store = nil
print("still kept", kept != nil)
var other: Store? = Store()
other?.owner.n = 5
other = nil
print("end")
