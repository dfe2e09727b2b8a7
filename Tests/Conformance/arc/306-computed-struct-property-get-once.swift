// ARC: a write to a member of a struct behind a getter and setter (or observers) runs the getter once and the setter once, as Swift's get-modify-set does, also through ? and ! and mutating methods; the tags it holds die when Swift frees them
class Tag { let n: String; init(_ n: String) { self.n = n }; deinit { print("deinit tag \(n)") } }
struct Draft {
    var tags: [Tag] = []
    var count = 0
    mutating func add(_ t: String) { tags.append(Tag(t)); count += 1 }
}
final class Editor {
    private var stored = Draft()
    var draft: Draft {
        get { print("get draft"); return stored }
        set { print("set draft (\(newValue.count))"); stored = newValue }
    }
    var observed = Draft() { didSet { print("didSet observed \(oldValue.count) -> \(observed.count)") } }
    var maybe: Draft? { get { print("get maybe"); return stored } set { print("set maybe"); stored = newValue ?? Draft() } }
}
let e = Editor()
e.draft.add("a")
e.draft.count += 10
e.draft.tags.append(Tag("b"))
e.observed.add("c")
e.observed.tags[0] = Tag("d")
e.maybe?.add("e")
e.maybe!.count = 0
print(e.draft.tags.map { $0.n }, e.draft.count, e.observed.count)
e.draft = Draft()
print("end")
