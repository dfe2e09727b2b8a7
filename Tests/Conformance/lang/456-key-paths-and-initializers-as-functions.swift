// A key path (\.name, \.owner.name) and a standard initializer (String.init) where a function is expected are the functions they stand for; the objects they read are held only for the call.
final class Owner {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit owner", name) }
}
struct Pet {
    let name: String
    let age: Int
    let owner: Owner
}
func names(_ pets: [Pet], by key: (Pet) -> String) -> [String] { pets.map(key) }
func run() {
    let kim = Owner("kim")
    let pets = [Pet(name: "tom", age: 3, owner: kim), Pet(name: "kit", age: 1, owner: Owner("lee"))]
    print(pets.map(\.name), pets.map(\.age).reduce(0, +), pets.map(\.owner.name))
    print(pets.sorted { $0.age < $1.age }.map(\.name), pets.filter { $0.age > 2 }.map(\.owner.name))
    print(names(pets, by: \.name), pets.contains { $0.owner === kim })
    print([1, 2, 3].map(String.init), "a b".split(separator: " ").map(String.init))
    print(["1", "x", "3"].compactMap(Int.init), [1, 2].map(Double.init))
}
run()
print("end")
