// An MVVM selection model: a Set property with didSet, toggled through methods, bound to a closure.
enum Tab: String, CaseIterable {
    case home, search, profile
}
final class SelectionViewModel {
    var selectedIDs: Set<Int> = [] {
        didSet { onChange?(selectedIDs.sorted()) }
    }
    private(set) var visitedTabs = Set<Tab>()
    var onChange: (([Int]) -> Void)?
    func toggle(_ id: Int) {
        if selectedIDs.contains(id) {
            selectedIDs.remove(id)
        } else {
            selectedIDs.insert(id)
        }
    }
    func selectAll(_ ids: [Int]) { selectedIDs.formUnion(ids) }
    func clear() { selectedIDs.removeAll() }
    @discardableResult
    func visit(_ tab: Tab) -> Bool { visitedTabs.insert(tab).inserted }
    var hasVisitedEverything: Bool { visitedTabs == Set(Tab.allCases) }
    var summary: String { "\(selectedIDs.count) selected of \(visitedTabs.count) tabs" }
    deinit { print("view model deinit") }
}
var vm: SelectionViewModel? = SelectionViewModel()
vm?.onChange = { ids in print("selection:", ids) }
vm?.toggle(3)
vm?.toggle(7)
vm?.toggle(3)
vm?.selectAll([1, 7, 9])
print(vm!.visit(.home), vm!.visit(.home), vm!.hasVisitedEverything)
for tab in Tab.allCases { vm?.visit(tab) }
print(vm!.hasVisitedEverything, vm!.summary)
print(vm!.visitedTabs.map { $0.rawValue }.sorted())
vm?.clear()
vm = nil
print("end")
