import Testing
@testable import CoordLabSession

/// `:select ROW [SECTION]` as a person types it: a tap on a row the table on screen shows,
/// told to its delegate; what it says when the row is not shown or there is no table; and
/// explore offering a tap on each shown row.
@Suite struct SelectCommandTests {
    static let app = """
    final class ListViewController: UITableViewController {
        var picked: [String] = []
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { picked.append("\\(indexPath)") }
    }
    let list = ListViewController()
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    """

    @Test func aRowAndASectionAreIndexesFromZero() {
        #expect(GestureCommands.selection(["3"])! == (3, 0))
        #expect(GestureCommands.selection(["2", "1"])! == (2, 1))
        for wrong in [[], ["a"], ["-1"], ["1", "x"], ["1", "2", "3"]] {
            #expect(GestureCommands.selection(wrong) == nil, "\(wrong)")
        }
        #expect(GestureCommands.line(row: 4, section: 0) == ":select 4")
        #expect(GestureCommands.line(row: 4, section: 2) == ":select 4 2")
    }

    @Test func theShownRowsAreSaidSectionBySection() {
        let shown = [":select 0", ":select 1", ":select 2", ":select 0 1"]
        #expect(GestureCommands.shownRanges(shown, Catalogue(.english)) == "rows 0–2 of section 0, row 0 of section 1")
        #expect(GestureCommands.shownRanges(shown, Catalogue(.korean)) == "0번 섹션의 0–2번 행, 1번 섹션의 0번 행")
    }

    @Test func aTapOnAShownRowTellsTheDelegate() throws {
        let (w, said) = try GestureCommandsTests().run([":select 1", ":select 0 1"], after: Self.app)
        #expect(said.isEmpty)
        #expect(w.gestures == [":select 1", ":select 0 1"])
        #expect(try w.evaluate("list.picked == [\"[0, 1]\", \"[1, 0]\"]") { v -> Bool in if case .bool(true) = v { return true } else { return false } })
    }

    @Test func aRowNotShownOrNoTableIsAnError() throws {
        let (_, said) = try GestureCommandsTests().run([":select 3", ":select x"], after: Self.app)
        #expect(said == ["error: the UITableView on screen does not show row 3 of section 0; it shows rows 0–2 of section 0, row 0 of section 1",
                         "error: usage: :select ROW [SECTION], with ROW and SECTION indexes from 0 (section 0 unless given)"])
        let (_, plain) = try GestureCommandsTests().run([":select 0"])
        #expect(plain == ["error: there is no table view or collection view on the screen on top"])
    }

    @Test func exploreTapsEachShownRow() throws {
        let (w, _) = try GestureCommandsTests().run([], after: Self.app)
        let actions = ScreenActions.available(in: w)
        #expect(actions.filter { $0.hasPrefix(":select") } == [":select 0", ":select 1", ":select 2", ":select 0 1"])
        #expect(ScreenActions.snippets(for: [":select 0 1"], in: w) == ["__coordlabSelect(0, 1)"])
    }
}
