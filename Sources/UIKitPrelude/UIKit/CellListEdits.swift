// Row edits of a table or collection view: insertRows/deleteRows/reloadRows/moveRow
// (insertItems, deleteItems, reloadItems, moveItem), alone or grouped by
// performBatchUpdates or beginUpdates/endUpdates. The prelude's choices where UIKit documents no order:
// - The list asks its data source for the new row counts and checks them against the
//   edits; a mismatch is UIKit's "Invalid update" exception: the prelude prints it
//   ("[UIKit] Invalid update: ...") and reloads all rows instead.
// - Off screen (or before its rows were first loaded), the rows are asked again when the
//   screen appears, as after reloadData().
// - On screen, at once (no animation): the cells of deleted and reloaded rows leave (to
//   the reuse queue) first, top first; then the list lays its rows out again from the
//   top, asking each row's extent, keeping the cell of every row that only moved, and
//   asking a cell for each inserted or reloaded row, and each row that came on screen (a
//   moved row keeps its cell, as it would if only the rows around it had changed);
//   the cells of rows pushed off the bottom leave last.
// - A selected row follows its row; it is deselected when its row is deleted or reloaded.

extension __CellListView {
    /// Opens a group of edits applied together by the matching `__endEdits()`.
    func __beginEdits() {
        __editDepth += 1
    }

    /// Closes a group of edits; the outermost applies them.
    func __endEdits() {
        __editDepth -= 1
        if __editDepth == 0 {
            __applyPendingEdits()
        }
    }

    /// Records edits (index paths of inserted rows and where moved rows go are after the
    /// edits, the others before), applied at once unless a group is open.
    func __edit(inserted: [IndexPath] = [], deleted: [IndexPath] = [], reloaded: [IndexPath] = [], moved: [__RowMove] = []) {
        __pendingInserted += inserted
        __pendingDeleted += deleted
        __pendingReloaded += reloaded
        __pendingMoves += moved
        if __editDepth == 0 {
            __applyPendingEdits()
        }
    }

    func __applyPendingEdits() {
        let inserted = __pendingInserted
        let deleted = __pendingDeleted
        let reloaded = __pendingReloaded
        let moves = __pendingMoves
        __pendingInserted = []
        __pendingDeleted = []
        __pendingReloaded = []
        __pendingMoves = []
        let onScreen = __screen?.__isOnScreen ?? false
        if __needsReload || !__countsAreCurrent {
            __countsAreCurrent = false
            __needsReload = true
            if onScreen {
                __loadRows()
            }
            return
        }
        let before = __rowCounts
        __countsAreCurrent = false
        __loadCountsIfNeeded()
        if let problem = __invalidUpdate(before: before, inserted: inserted, deleted: deleted, moves: moves) {
            print("[UIKit] \(problem)")
            reloadData()
            return
        }
        if let selected = __selectedRow {
            __selectedRow = reloaded.contains(selected) ? nil : __position(of: selected, inserted: inserted, deleted: deleted, moves: moves)
        }
        if !onScreen {
            __needsReload = true
            return
        }
        __relayOut(inserted: inserted, deleted: deleted, reloaded: reloaded, moves: moves)
    }

    /// UIKit's words for row counts that do not add up, nil when they do.
    func __invalidUpdate(before: [Int], inserted: [IndexPath], deleted: [IndexPath], moves: [__RowMove]) -> String? {
        if before.count != __rowCounts.count {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(__rowCounts.count)) must be equal to the number of sections contained in the table view before the update (\(before.count))."
        }
        for section in 0..<before.count {
            let added = inserted.filter { $0.section == section }.count
            let removed = deleted.filter { $0.section == section }.count
            let movedIn = moves.filter { $0.to.section == section }.count
            let movedOut = moves.filter { $0.from.section == section }.count
            if __rowCounts[section] != before[section] + added - removed + movedIn - movedOut {
                let moveWords = moves.isEmpty ? "" : " and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)"
                return "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(__rowCounts[section])) must be equal to the number of rows contained in that section before the update (\(before[section])), plus or minus the number of rows inserted or deleted from that section (\(added) inserted, \(removed) deleted)\(moveWords)."
            }
        }
        return nil
    }

    /// Where `row` (an index path before the edits) is after them; nil when it is deleted.
    /// A moved row goes where it was moved; the others shift as if each move were its row
    /// deleted and inserted.
    func __position(of row: IndexPath, inserted: [IndexPath], deleted: [IndexPath], moves: [__RowMove] = []) -> IndexPath? {
        if let move = moves.first(where: { $0.from == row }) {
            return move.to
        }
        let inserted = inserted + moves.map { $0.to }
        let deleted = deleted + moves.map { $0.from }
        if deleted.contains(row) {
            return nil
        }
        var index = row.row - deleted.filter { $0.section == row.section && $0.row < row.row }.count
        for added in inserted.filter({ $0.section == row.section }).map({ $0.row }).sorted() where added <= index {
            index += 1
        }
        return IndexPath(row: index, section: row.section)
    }

    /// Lays the rows on screen out again after edits (see the comment at the top).
    func __relayOut(inserted: [IndexPath], deleted: [IndexPath], reloaded: [IndexPath], moves: [__RowMove]) {
        var keptRows: [IndexPath] = []
        var keptCells: [__ReusableCell] = []
        for (index, row) in __shownRows.enumerated() {
            let cell = __shownCells[index]
            if !reloaded.contains(row), let moved = __position(of: row, inserted: inserted, deleted: deleted, moves: moves) {
                keptRows.append(moved)
                keptCells.append(cell)
            } else {
                __retire(cell)
            }
        }
        __shownRows = []
        __shownCells = []
        __layOutRows(keeping: keptRows, keptCells)
    }
}

/// A row moved by `moveRow(at:to:)` (`moveItem(at:to:)`): where it was before the edits,
/// and where it is after them.
public struct __RowMove {
    let from: IndexPath
    let to: IndexPath
}
