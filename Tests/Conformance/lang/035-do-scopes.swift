// LANG: do {} blocks create scopes whose names shadow outer ones and vanish at the closing brace
let name = "outer"
var counter = 0
do {
    let name = "inner"
    counter += 1
    print(name, counter)
    do {
        let name = "innermost"
        counter += 10
        print(name, counter)
    }
    print(name)
}
print(name, counter)
func scoped() -> Int {
    var total = 0
    do {
        let step = 5
        total += step
    }
    do {
        let step = 7
        total += step
    }
    return total
}
print(scoped())
