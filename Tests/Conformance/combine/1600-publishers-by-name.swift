// Publishers.CombineLatest, CombineLatest3, Merge, Merge3, MergeMany and Zip built by name, and the combineLatest/zip transforms: values, completions and what each subscription holds
// prelude: uikit
final class Watcher {
    let name: String
    init(_ name: String) { self.name = name }
    func see(_ text: String) { print(name, text) }
    deinit { print("Watcher \(name) deinit") }
}
let a = PassthroughSubject<Int, Never>()
let b = PassthroughSubject<Int, Never>()
let c = PassthroughSubject<Int, Never>()
var bag = Set<AnyCancellable>()
var w: Watcher? = Watcher("w")
Publishers.Merge(a, b).sink { [w] in w?.see("merge \($0)") }.store(in: &bag)
Publishers.CombineLatest3(a, b, c).map { $0 + $1 + $2 }.sink { print("sum", $0) }.store(in: &bag)
a.combineLatest(b) { x, y in x * y }.sink { print("product", $0) }.store(in: &bag)
Publishers.Zip(a, b).sink { print("zip", $0, $1) }.store(in: &bag)
a.zip(c) { "\($0)-\($1)" }.sink { print("pair", $0) }.store(in: &bag)
Publishers.MergeMany([a, b, c]).collect().sink { print("all", $0) }.store(in: &bag)
Publishers.Merge3(a, b, c).sink(receiveCompletion: { print("merge3", $0) }, receiveValue: { print("merge3", $0) }).store(in: &bag)
Publishers.CombineLatest(a, c).sink(receiveCompletion: { _ in print("latest done") }, receiveValue: { print("latest", $0, $1) }).store(in: &bag)
a.send(1)
b.send(2)
c.send(3)
a.send(4)
w = nil
print("watcher let go")
a.send(completion: .finished)
b.send(5)
b.send(completion: .finished)
c.send(completion: .finished)
bag.removeAll()
print("end")
