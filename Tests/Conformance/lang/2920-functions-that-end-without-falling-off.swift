// Functions that promise a value and end otherwise: fatalError, throw, an endless loop, a Never function of the program's own
enum Failure: Error { case none }
func fail(_ why: String) -> Never { fatalError(why) }
func first(_ xs: [Int]) throws -> Int {
    if let x = xs.first { return x }
    throw Failure.none
}
func pick(_ flag: Bool) -> String {
    if flag { return "yes" }
    fail("no")
}
func spin(_ n: Int) -> Int {
    var k = n
    while true {
        k += 1
        if k > 3 { return k }
    }
}
func describe() -> Any { print("described") }
print(try first([4]), pick(true), spin(0))
print(describe())
