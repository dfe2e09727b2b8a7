// ARC: a class error lives while it is thrown, through catch clauses that rethrow it, until the last catch that holds it ends (or a variable keeps it)
final class Incident: Error {
    let id: Int
    init(_ id: Int) {
        self.id = id
        print("Incident \(id) created")
    }
    deinit { print("Incident \(id) released") }
}
class Res {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func fail(_ id: Int) throws { throw Incident(id) }
do {
    try fail(1)
} catch {
    print("handling", (error as! Incident).id)
    let inCatch = Res("catch local")
    print("end of catch", inCatch.name)
}
print("---")
func relay() throws {
    do {
        try fail(2)
    } catch let e as Incident {
        print("relaying", e.id)
        throw e
    }
}
do { try relay() } catch { print("outer got it") }
print("---")
var saved: Error? = nil
do { try fail(3) } catch { saved = error }
print("saved, still alive")
saved = nil
print("---")
func replace() throws {
    do { try fail(4) } catch {
        let r = Res("replacing")
        print("replacing", (error as! Incident).id, "in", r.name)
        throw Incident(5)
    }
}
do { try replace() } catch { print("got", (error as! Incident).id) }
print("---")
print((try? fail(6)) == nil)
print("end")
