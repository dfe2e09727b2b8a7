// ObjectIdentifier as a dictionary key, a set element and a return type: identity, compared and hashed
final class Coordinator { let name: String; init(_ n: String) { name = n } ; deinit { print("deinit", name) } }
var children: [ObjectIdentifier: Coordinator] = [:]
let a = Coordinator("a"), b = Coordinator("b")
children[ObjectIdentifier(a)] = a
children[ObjectIdentifier(b)] = b
print(children.count, ObjectIdentifier(a) == ObjectIdentifier(b), ObjectIdentifier(a) == ObjectIdentifier(a))
children.removeValue(forKey: ObjectIdentifier(a))
let ids: Set<ObjectIdentifier> = [ObjectIdentifier(a), ObjectIdentifier(a)]
print(children.values.map(\.name), ids.count)
func key(_ c: Coordinator) -> ObjectIdentifier { ObjectIdentifier(c) }
print(key(b) == ObjectIdentifier(b))
