// LANG: while case walks an indirect list, and optional patterns with where clauses cover an Optional switch
indirect enum List {
    case end
    case node(Int, List)
}
var cur = List.node(1, .node(2, .node(3, .end)))
var sum = 0
while case let .node(v, next) = cur {
    sum += v
    cur = next
}
print(sum, cur)
let x: Int? = 5
switch x {
case let y? where y > 3: print("big", y)
case let y?: print(y)
case nil: print("nil")
}
