// exit(_:) ends the program at once with its status: no defer of the frames it leaves runs and nothing is released (no deinit prints), even of objects held by globals
import Foundation
final class Res { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("deinit", n) } }
func work(_ steps: Int) -> Int {
    let r = Res(1)
    defer { print("defer in work", r.n) }
    for i in 0..<steps {
        if i == 2 { print("giving up at", i); exit(0) }
        print("step", i)
    }
    return steps
}
var keep: Res? = Res(0)
print(work(1))
keep = nil
let status: Int32 = 0
print(work(5), status)
print("never")
