// LANG: what print shows for Optionals, class instances (main.Type), arrays, nested arrays, dictionaries and enum cases
class Coordinator {}
class Child: Coordinator {}
enum Kind { case push, modal }

let some: Int? = 42
let nothing: String? = nil
let text: String? = "hi"
let flag: Bool? = true
print(some, nothing, text, flag)
print(Coordinator(), Child())
let c: Coordinator? = Child()
print(c)
print([1, 2, 3], ["a", "b"], [true, false], [1.5])
print([[1, 2], [3]], [Int](), [[String]]())
print([Coordinator(), Child()])
print([some, nil], [text])
print(["only": 1])
print(["k": "v"], [String: Int]())
print(Kind.push, [Kind.modal])
let empty: [Coordinator] = []
print(empty, empty.count)
print("")
print("done")
