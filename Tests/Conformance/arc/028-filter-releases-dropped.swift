// ARC: filter builds a new array; assigning it back releases the dropped elements in ascending index order
class Flow {
    let name: String
    let done: Bool
    init(_ name: String, _ done: Bool) {
        self.name = name
        self.done = done
    }
    deinit { print("deinit \(name)") }
}

var flows = [Flow("a", true), Flow("b", false), Flow("c", true), Flow("d", true), Flow("e", false)]
let open = flows.filter { !$0.done }
print("filtered \(open.count), nothing released yet")
flows = flows.filter { !$0.done }
print("after assigning back: \(flows.count)")
flows = flows.filter { $0.name != "e" }
print("after second filter")
let copy = flows.filter { _ in true }
flows = []
print("copy keeps \(copy.map { $0.name })")
print("end")
