// The standard library's min and max passed as function values: to reduce, to a parameter of function type, and stored in a variable
struct Reading {
    let values: [Int]
    func fold(_ start: Int, _ pick: (Int, Int) -> Int) -> Int { values.reduce(start, pick) }
}
let r = Reading(values: [12, 40, 7, 33])
print(r.fold(Int.min, max), r.fold(Int.max, min))
print([3.5, 9.25, 1.0].reduce(0.0, max), ["pear", "apple", "fig"].reduce("zzz", min))
var choose: (Int, Int) -> Int = min
print(choose(4, 2))
choose = max
print(choose(4, 2), [[1, 5], [9], [2, 2]].map { $0.reduce(0, max) })
