// A metatype casts as Swift casts it: to a superclass's metatype, to a protocol's, to AnyClass; a registry of cell-like classes makes instances through a required initializer.
protocol Screen {
    static var route: String { get }
}

class Cell {
    let identifier: String
    required init(identifier: String) {
        self.identifier = identifier
    }
    deinit { print("deinit \(type(of: self)) \(identifier)") }
}

final class TextCell: Cell, Screen {
    static var route: String { "text" }
}

final class ImageCell: Cell {}

struct Settings: Screen {
    static var route: String { "settings" }
}

final class Registry {
    private var classes: [String: Cell.Type] = [:]
    func register(_ cellClass: AnyClass?, for identifier: String) {
        classes[identifier] = cellClass as? Cell.Type
        print("register \(identifier): \(classes[identifier] == nil ? "refused" : "kept")")
    }
    func make(_ identifier: String) -> Cell? {
        classes[identifier]?.init(identifier: identifier)
    }
}

let registry = Registry()
registry.register(TextCell.self, for: "text")
registry.register(ImageCell.self, for: "image")
registry.register(Registry.self, for: "registry")
let types: [Any.Type] = [Cell.self, TextCell.self, Settings.self, Int.self]
for t in types {
    print(t, t is Cell.Type, t is TextCell.Type, t is AnyClass, (t as? Screen.Type)?.route ?? "-")
}
if let cell = registry.make("image") {
    print("made \(type(of: cell)), is TextCell: \(cell is TextCell)")
}
print("made registry: \(registry.make("registry") == nil ? "no" : "yes")")
