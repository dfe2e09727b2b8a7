// ARC: try? releases the error first, then the temporaries of its operand; temporaries outside the try? live on as usual
final class Problem: Error {
    let tag: String
    init(_ tag: String) { self.tag = tag }
    deinit { print("deinit Problem \(tag)") }
}
class Tmp {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func fail(_ tag: String) throws -> Int { throw Problem(tag) }
func take(_ t: Tmp, _ n: Int) -> Int { n }
func takeOptional(_ t: Tmp, _ n: Int?) -> String { "\(t.name) \(n ?? -1)" }
func show(_ n: Int?, _ s: String) { print("show", n ?? -1, s) }

show(try? take(Tmp("inside"), try fail("one")), Tmp("after").name)
print("---")
print(takeOptional(Tmp("outside"), try? take(Tmp("inside2"), try fail("two"))))
print("---")
let local = Tmp("local")
if let v = try? take(Tmp("cond"), try fail("three")) {
    print("not printed", v)
} else {
    print("else branch, local alive:", local.name)
}
print("---")
func caught() {
    do {
        _ = take(Tmp("in do"), try fail("four"))
    } catch {
        print("catch runs before the error is released")
    }
    print("after do")
}
caught()
