// Extension initializers of a generic struct and a nested struct that call each other and then the memberwise initializer
struct Span<Unit> {
    var start: Int
    var length: Int
    var unit: Unit
}
extension Span {
    init(upTo end: Int, unit: Unit) { self.init(start: 0, length: end, unit: unit) }
    init(single at: Int, unit: Unit) {
        self.init(start: at, length: 1, unit: unit)
        print("single span at \(at)")
    }
    var end: Int { start + length }
}
struct Layout {
    struct Inset { var top: Int; var side: Int }
    var inset: Inset
}
extension Layout.Inset {
    init(all: Int) { self.init(top: all, side: all) }
}
extension Layout {
    init(uniform: Int) { self.init(inset: Inset(all: uniform)) }
}
let a = Span(upTo: 8, unit: "px")
let b = Span(single: 4, unit: 2.5)
print(a.start, a.end, a.unit, b.end, b.unit)
print(Layout(uniform: 6).inset, Layout.Inset(all: 1))
