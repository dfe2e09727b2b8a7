// A tuple literal written without labels takes the labels of the tuple type its context expects: stored into a class's or struct's property, appended to an array of labelled tuples, returned from a closure into a labelled array, passed to a labelled parameter; its elements then answer to their labels
final class SectionsDataSource {
    var sections: [(title: String, rows: [Int])] = []
    var selection: (section: Int, row: Int) = (0, 0)
    func add(_ title: String, _ rows: [Int]) { sections.append((title, rows)) }
    deinit { print("SectionsDataSource deinit") }
}

struct MapState {
    var center: (x: Double, y: Double) = (0, 0)
    var zoom = 1
}

func describe(_ cell: (title: String, count: Int)) -> String { "\(cell.title): \(cell.count)" }

do {
    let ds = SectionsDataSource()
    ds.add("Inbox", [1, 2])
    ds.sections.append(("Sent", []))
    print(ds.sections[0].title, ds.sections[1].rows.isEmpty)
    print(ds.sections)
    ds.selection = (1, 0)
    print(ds.selection, ds.selection.section)
    var copy = ds.selection
    copy.row = 4
    print(copy)

    var state = MapState()
    state.center = (3, 4.5)
    print(state.center, state.center.x + state.center.y)

    let rows: [(id: Int, name: String)] = [1, 2].map { ($0, "n\($0)") }
    print(rows, rows.map(\.name))
    let counted: [(title: String, count: Int)] = ds.sections.map { section in (section.title, section.rows.count) }
    print(counted.map(describe))
    print(describe(("Drafts", 0)))
}
