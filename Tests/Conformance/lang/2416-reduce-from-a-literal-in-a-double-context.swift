// `reduce(0) { … }` whose result the context says is a Double starts from a Double literal, as Swift infers it
struct Tile { let side: Double; func area() -> Double { side * side } }
let tiles = [Tile(side: 1), Tile(side: 2.5)]
let covered: Double = tiles.reduce(0) { $0 + $1.area() }
func perimeter(_ ts: [Tile]) -> Double { ts.reduce(0) { $0 + 4 * $1.side } }
let offset: Double = tiles.reduce(-1) { $0 + $1.side }
print(covered, perimeter(tiles), offset, tiles.reduce(0) { $0 + Int($1.side) })
