// replaceSubrange releases the replaced objects in index order; one kept in the new elements lives on
class Layer {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}

var layers = [Layer("base"), Layer("shadow"), Layer("glow"), Layer("top")]
let glow = layers[2]
print("replacing")
layers.replaceSubrange(1...2, with: [Layer("blur"), glow])
print(layers.map { $0.name })
print("shrinking")
layers.replaceSubrange(0..<3, with: [])
print(layers.map { $0.name })
layers.reserveCapacity(16)
print("end", layers.count, glow.name)
