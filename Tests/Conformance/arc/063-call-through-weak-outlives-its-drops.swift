// ARC: a method called through a weak or unowned reference keeps its object until it returns, even when it drops every other reference
final class Holder { weak var target: Target?; unowned var owner: Target; init(_ o: Target) { owner = o } }
var keep: Target? = Target(name: "first")
let holder = Holder(keep!)
final class Target {
    var name: String
    init(name: String) { self.name = name }
    deinit { print("deinit \(name)") }
    func drop() {
        keep = nil
        holder.target = nil
        print("after drop \(name)")
    }
}
holder.target = keep
holder.target?.drop()
print("one")
keep = Target(name: "second")
holder.target = keep
holder.target!.drop()
print("two")
keep = Target(name: "third")
holder.target = keep
holder.owner = keep!
holder.owner.drop()
print("three")
