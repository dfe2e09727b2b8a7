// Generic subscripts of a struct: a transforming closure argument, a constrained parameter, used in a map
struct Table {
    var rows: [Int] = [1, 2, 3]
    subscript<R>(at i: Int, as make: (Int) -> R) -> R {
        make(rows[i])
    }
    subscript<T: CustomStringConvertible>(describe x: T) -> String {
        "<\(x.description)>"
    }
}

var t = Table()
print(t[at: 1, as: { $0 * 10 }])
print(t[at: 2, as: { "row\($0)" }])
let s: String = t[describe: 42]
print(s)
print(t[describe: true], t[describe: 2.5])
let arr = [0, 1, 2].map { t[at: $0, as: { Double($0) / 2 }] }
print(arr)
