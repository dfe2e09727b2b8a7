// The program's own operators passed where a function is expected: a protocol requirement's (reached through the value's type), a type's static one, a top-level operator function
infix operator <>: AdditionPrecedence
infix operator |>: MultiplicationPrecedence

protocol Monoid {
    static var empty: Self { get }
    static func <> (lhs: Self, rhs: Self) -> Self
}
extension Int: Monoid {
    static var empty: Int { 0 }
    static func <> (lhs: Int, rhs: Int) -> Int { lhs + rhs }
}
extension String: Monoid {
    static var empty: String { "" }
    static func <> (lhs: String, rhs: String) -> String { lhs.isEmpty ? rhs : lhs + "," + rhs }
}
struct Path: Monoid, CustomStringConvertible {
    var parts: [String]
    static var empty: Path { Path(parts: []) }
    static func <> (lhs: Path, rhs: Path) -> Path { Path(parts: lhs.parts + rhs.parts) }
    var description: String { "/" + parts.joined(separator: "/") }
}
func |> (value: Int, transform: String) -> String { "\(transform)(\(value))" }

func concat<M: Monoid>(_ xs: [M]) -> M { xs.reduce(M.empty, <>) }
print(concat([1, 2, 3]), concat(["a", "b", "c"]), concat([Path(parts: ["home"]), Path(parts: ["user", "docs"])]))
print(concat([Int]()), concat([Path]()))
let combine: (Path, Path) -> Path = (<>)
print(combine(Path(parts: ["a"]), .empty))
print(zip([1, 2], ["f", "g"]).map(|>))
let folded = [Path(parts: ["x"]), Path(parts: ["y"])].reduce(Path.empty, <>)
print(folded, folded.parts.count)
