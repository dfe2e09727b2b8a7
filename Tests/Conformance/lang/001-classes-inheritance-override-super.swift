// LANG: classes with final, inheritance, override and super calls to methods, properties and init
class Animal {
    let name: String
    var sound: String { return "..." }
    init(name: String) {
        self.name = name
        print("Animal.init \(name)")
    }
    func speak() -> String { return "\(name) says \(sound)" }
    func describe() -> String { return "animal" }
}

class Dog: Animal {
    override var sound: String { return "woof" }
    init() {
        print("Dog.init before super")
        super.init(name: "dog")
        print("Dog.init after super")
    }
    override func describe() -> String { return "dog, a kind of " + super.describe() }
}

final class Puppy: Dog {
    override var sound: String { return super.sound + "!" }
    override func speak() -> String { return "little " + super.speak() }
}

let animals: [Animal] = [Animal(name: "generic"), Dog(), Puppy()]
for a in animals {
    print(a.speak())
    print(a.describe())
}
let p: Dog = Puppy()
print(p.sound, p.name)
