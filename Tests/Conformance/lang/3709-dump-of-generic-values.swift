// dump of generic classes, enums and structs (their arguments in the type names), Result, nested Optionals and a depth limit inside a dictionary
class Node<T> { var value: T; var next: Node<T>?; init(_ v: T, _ n: Node<T>? = nil) { value = v; next = n } }
let list = Node(1, Node(2, Node(3)))
dump(list)
enum Tree<T> { case leaf(T); indirect case node(Tree<T>, Tree<T>) }
dump(Tree.node(.leaf("a"), .leaf("b")))
struct Wrapper<A, B> { let a: A; let b: [B] }
dump(Wrapper(a: (1, "x"), b: [true]))
let r: Result<Int, Error>? = .success(3)
dump(r)
enum E: Error { case bad }
let f: Result<Int, E> = .failure(.bad)
dump(f)
dump([1: [2, 3]], maxDepth: 2)
let nested: [String?] = ["a", nil]
dump(nested, name: "n")
dump(1...3 as ClosedRange<Int>)
