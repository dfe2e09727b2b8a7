// The standard library's dump(_:) of a struct writes its mirror, as Swift's does (it was refused as a function coordlab lacked)
struct Route { let name: String; let depth: Int }
print("start")
dump(Route(name: "home", depth: 1))
