// ARC: a throwing init of a root class frees the object without deinit, releasing only the properties it set (declaration order), until every property is set: then deinit runs
enum Stop: Error { case here }
class Part {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func stop(_ b: Bool) throws { if b { throw Stop.here } }
class Machine {
    let engine: Part
    let wheels: Part
    var paint = Part("paint (default)")
    init(failAt step: Int) throws {
        let tool = Part("tool (local)")
        wheels = Part("wheels")
        try stop(step == 0)
        engine = Part("engine")
        try stop(step == 1)
        print("built with", tool.name)
    }
    deinit { print("deinit Machine") }
}
for step in 0...2 {
    do {
        let m = try Machine(failAt: step)
        print("made", m.engine.name)
    } catch {
        print("step \(step) failed")
    }
    print("--")
}
class Empty {
    init(_ fail: Bool) throws { try stop(fail) }
    deinit { print("deinit Empty (no properties: initialized from the start)") }
}
do { _ = try Empty(true) } catch { print("empty failed") }
