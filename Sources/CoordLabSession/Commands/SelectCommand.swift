import CoordLabLanguage
import UIKitPrelude

extension GestureCommands {
    /// `:select ROW [SECTION]`: the user taps a row of the table view (an item of the
    /// collection view) on screen; the prelude tells its delegate as UIKit does
    /// (`tableView(_:didSelectRowAt:)`, `collectionView(_:didSelectItemAt:)`).
    static let select = Command(
        name: "select", usage: ":select ROW [SECTION]", scope: .program,
        swiftEquivalent: { _, args in
            selection(args).map { "_ = " + PreludeHooks.select(row: $0.row, section: $0.section) }
        }
    ) { context, args in
        guard let (row, section) = selection(args) else { throw CommandError(key: "gesture.selectUsage") }
        try expectScreen(context)
        let kind = try context.workspace.evaluate(PreludeHooks.shownListKind, reusingCode: true) { v -> String in
            if case .string(let s) = v { return s } else { return "" }
        }
        guard !kind.isEmpty else { throw CommandError(key: "gesture.noList") }
        let selected = try context.workspace.evaluate(PreludeHooks.select(row: row, section: section), reusingCode: true) { v -> Bool in
            if case .bool(true) = v { return true } else { return false }
        }
        if !selected {
            let shown = try context.workspace.evaluate(PreludeHooks.possibleSelections, reusingCode: true) { WiredAction.strings($0) }
            guard !shown.isEmpty else { throw CommandError(key: "gesture.noRows", kind) }
            throw CommandError(key: "gesture.rowNotShown", row, section, kind, shownRanges(shown, context.text))
        }
        context.workspace.gestures.append(line(row: row, section: section))
    }

    /// The row and the section (0 unless given) of `:select ROW [SECTION]`; nil when they
    /// are not one or two indexes.
    static func selection(_ args: [String]) -> (row: Int, section: Int)? {
        guard (1...2).contains(args.count), let row = Int(args[0]), row >= 0 else { return nil }
        guard args.count == 2 else { return (row, 0) }
        guard let section = Int(args[1]), section >= 0 else { return nil }
        return (row, section)
    }

    /// The command line that selects `row` of `section`, as the prelude lists them:
    /// the section left out when it is 0.
    static func line(row: Int, section: Int) -> String {
        section == 0 ? ":select \(row)" : ":select \(row) \(section)"
    }

    /// The rows the `:select` lines `shown` reach, section by section, in `text`'s
    /// language: `rows 0–4 of section 0, rows 0–1 of section 1`.
    static func shownRanges(_ shown: [String], _ text: Catalogue) -> String {
        var ranges: [(section: Int, first: Int, last: Int)] = []
        for line in shown {
            guard let (row, section) = selection(line.split(separator: " ").dropFirst().map(String.init)) else { continue }
            if let last = ranges.last, last.section == section {
                ranges[ranges.count - 1].last = row
            } else {
                ranges.append((section, row, row))
            }
        }
        return ranges.map { range in
            range.first == range.last ? text("gesture.shownRow", range.first, range.section)
                : text("gesture.shownRows", range.first, range.last, range.section)
        }.joined(separator: ", ")
    }
}
