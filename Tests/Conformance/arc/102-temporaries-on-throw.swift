// ARC: when a call throws, the temporaries its statement made so far are released last made first, then the scope's locals
enum Oops: Error { case fail }
class Tmp {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func explode(_ t: Tmp) throws -> Int {
    print("explode got", t.name)
    throw Oops.fail
}
func take(_ a: Tmp, _ b: Int, _ c: Tmp) -> Int { 0 }
func run() throws {
    let local = Tmp("local")
    print(take(Tmp("first"), try explode(Tmp("arg")), Tmp("never made")), local.name)
}
do { try run() } catch { print("caught 1") }
print("---")
func chain() throws -> String {
    let owner = Tmp("owner")
    let s = Tmp("receiver").name + String(try explode(Tmp("inner"))) + owner.name
    return s
}
do { _ = try chain() } catch { print("caught 2") }
print("---")
func assign() throws {
    var slot = Tmp("old value")
    slot = Tmp("made before the throw")
    print("slot holds", slot.name)
    slot = try make(Tmp("make's argument"))
    print("not reached", slot.name)
}
func make(_ t: Tmp) throws -> Tmp { throw Oops.fail }
do { try assign() } catch { print("caught 3") }
print("---")
func literal() throws -> Int {
    let list = [Tmp("element 1"), Tmp("element 2"), try make(Tmp("argument 3")), Tmp("never made")]
    return list.count
}
do { _ = try literal() } catch { print("caught 4") }
