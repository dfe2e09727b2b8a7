// LANG: String API as a view model formats text: reversed, drop/prefix/suffix, split, contains, case, first/last
struct ProfileViewModel {
    let name: String
    var initials: String {
        let parts = name.split(separator: " ")
        return parts.map { String($0.prefix(1)) }.joined()
    }
    var shortName: String { name.count > 8 ? String(name.prefix(8)) + "…" : name }
}
let vm = ProfileViewModel(name: "Ada Lovelace King")
print(vm.initials, vm.shortName)
let s = "Hello, World"
print(String(s.reversed()))
print(Array("abc".reversed()), Array("xyz"))
print(s.dropLast(), s.dropFirst(2), s.dropLast(3))
print(s.prefix(3), s.suffix(3), s.prefix(100))
print(s.split(separator: ","))
print(s.split(separator: " ").map { String($0) })
print("a,,b,".split(separator: ","))
print(s.contains("World"), s.contains("z"))
print(s.first!, s.last!, s.first as Any)
print("".first as Any, "".isEmpty, s.isEmpty, s.count)
print(s.lowercased(), s.uppercased())
print(s.hasPrefix("He"), s.hasSuffix("x"))
print(s.filter { $0 != "l" })
print(s.contains(where: { $0 == "W" }), s.allSatisfy { $0 != "q" })
print(s.map { $0 == "o" ? "0" : String($0) }.joined())
for (i, ch) in "hey".enumerated() { print(i, ch) }
var word = ""
for ch in "stressed".reversed() { word += String(ch) }
print(word)
print(String(["a", "b", "c"].reversed()))
