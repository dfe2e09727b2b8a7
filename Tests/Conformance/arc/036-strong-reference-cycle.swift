// ARC: two objects holding each other strongly never deinit; a weak back reference avoids the leak
class Owner {
    let name: String
    var pet: Pet?
    init(_ name: String) { self.name = name }
    deinit { print("deinit owner \(name)") }
}

class Pet {
    let name: String
    var owner: Owner?
    weak var friend: Owner?
    init(_ name: String) { self.name = name }
    deinit { print("deinit pet \(name)") }
}

do {
    let o = Owner("ann")
    let p = Pet("rex")
    o.pet = p
    p.owner = o
    print("cycle made")
}
print("after scope: ann and rex leaked")
do {
    let o = Owner("bob")
    let p = Pet("tom")
    o.pet = p
    p.friend = o
    print("weak back reference")
}
print("end")
