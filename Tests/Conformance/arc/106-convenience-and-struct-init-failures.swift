// ARC: a convenience init failing after self.init releases the object (deinit runs); a struct init failing releases the properties it set, in declaration order
enum Stop: Error { case here }
class Part {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func stop(_ b: Bool) throws { if b { throw Stop.here } }
class Widget {
    let part: Part
    init(_ fail: Bool) throws {
        part = Part("Widget.part")
        try stop(fail)
    }
    convenience init(k: Int) throws {
        let note = Part("convenience local")
        try self.init(k == 0)
        print("self.init returned", note.name)
        try stop(k == 1)
    }
    deinit { print("deinit Widget") }
}
for k in 0...2 {
    do { _ = try Widget(k: k); print("made widget") } catch { print("widget k = \(k) failed") }
    print("--")
}
struct Record {
    let first: Part
    var second = Part("Record.second (default)")
    let third: Part
    init(failAt step: Int) throws {
        third = Part("Record.third")
        try stop(step == 0)
        first = Part("Record.first")
        try stop(step == 1)
    }
    init(delegating step: Int) throws {
        let l = Part("delegating local")
        try self.init(failAt: step)
        print("delegated", l.name)
    }
}
for step in 0...2 {
    do { _ = try Record(failAt: step); print("made record") } catch { print("record step \(step) failed") }
    print("--")
}
do { _ = try Record(delegating: 0) } catch { print("delegating failed") }
