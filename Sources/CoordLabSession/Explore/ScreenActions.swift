import CoordLabLanguage
import UIKitPrelude

/// What a user can do on the screen a workspace shows now, as the `:command` lines that do
/// it: the buttons of the view controller on top (its methods that take no arguments and
/// that the app declared, UIKit's own and the app's overrides of them left out; those of
/// the controllers embedded in it with `addChild` too, see `EmbeddedControllers`), the
/// target-action pairs of its controls, bar button items and gesture recognizers (sent to
/// their targets, with the sender; see `WiredAction`), a touch on each control or bar
/// button item that runs a closure action (`:tap UIButton#2`; see `TouchedControls`),
/// the gestures UIKit offers (a tap on each row the table or collection view on screen
/// shows, `:select ROW [SECTION]`, among them), and
/// waiting for the run loop's next block or timer (`:wait`). A gesture that turns out to be impossible (no back button, no
/// sheet) fails when tried, with the command's own message, and the journey is dropped.
enum ScreenActions {
    /// Every gesture explore knows, in the order it tries those that may begin.
    static let gestures = [":back", ":swipe back", ":swipe back --cancel", ":swipe down", ":swipe down --cancel"]

    /// Every action on the current screen, buttons first (by name; a method several
    /// wired senders send is tapped once from each, `:tap NAME Type#n`), then gestures,
    /// then tabs.
    static func available(in workspace: Workspace) -> [String] {
        guard workspace.interpreter.types["UIViewController"] != nil,
              let type = try? workspace.evaluate(PreludeHooks.topViewController, reusingCode: true, { $0.instance?.type })
        else { return [] }
        let tabs = (try? workspace.evaluate(PreludeHooks.tabCount, reusingCode: true) { v -> Int in
            if case .int(let k) = v { return k } else { return 0 }
        }) ?? 0
        let wired = Dictionary(grouping: WiredAction.all(in: workspace), by: \.name)
        var taps = Set(buttons(of: type))
        for embedded in EmbeddedControllers.types(in: workspace) { taps.formUnion(buttons(of: embedded)) }
        var bySender: [String] = []
        for (name, pairs) in wired {
            if pairs.count == 1 { taps.insert(name) } else { bySender += pairs.map { name + " " + $0.sender } }
        }
        taps.subtract(bySender.map { String($0.prefix { $0 != " " }) })
        let touches = TouchedControls.all(in: workspace)
        // Only the gestures that may begin: one that cannot would be tried, found impossible
        // and dropped, at the cost of a copy of the program.
        let possible = (try? workspace.evaluate(PreludeHooks.possibleGestures, reusingCode: true) { WiredAction.strings($0) }) ?? gestures
        return (taps.sorted() + bySender.sorted() + touches).map { ":tap " + $0 } + possible + (0..<tabs).map { ":tab \($0)" }
    }

    /// `:wait` until the next block or timer is due, `seconds` from now, rounded up to
    /// the millisecond: `:wait 2s`, `:wait 300ms`, `:wait 0s` (a turn of the loop).
    static func wait(_ seconds: Double) -> String {
        var ms = Int((seconds * 1000 - 1e-6).rounded(.up))
        if Double(ms) / 1000 < seconds { ms += 1 }
        return ms % 1000 == 0 ? ":wait \(ms / 1000)s" : ":wait \(ms)ms"
    }

    /// The names of the methods a user's tap can call on a controller of class `type`.
    static func buttons(of type: ClassType) -> [String] {
        var uikit: ClassType? = type
        while let k = uikit, !UIKitPrelude.isPreludePath(k.location.file) { uikit = k.superclass }
        var names: Set<String> = []
        var k: ClassType? = type
        while let c = k, c !== uikit {
            for (name, codes) in c.methods where codes.contains(where: \.isCallableWithoutArguments) {
                if uikit?.anyMethod(named: name) == nil { names.insert(name) }
            }
            k = c.superclass
        }
        return names.sorted()
    }

    /// The Swift that `actions` evaluate, for `Workspace.precompile`: the gestures', the
    /// tabs' and the waits' prelude calls, and the calls of the taps.
    static func snippets(for actions: [String], in workspace: Workspace) -> [String] {
        let context = CommandContext(workspace: workspace, say: { _ in })
        let tap = try? CommandTable.scripting.find("tap")
        return actions.compactMap { action -> String? in
            switch action {
            case ":back": return PreludeHooks.back
            case ":swipe back", ":swipe back --cancel": return PreludeHooks.swipeBack(cancel: action.hasSuffix("--cancel"))
            case ":swipe down", ":swipe down --cancel": return PreludeHooks.swipeDown(cancel: action.hasSuffix("--cancel"))
            default:
                if action.hasPrefix(":tab "), let n = Int(action.dropFirst(5)) { return PreludeHooks.tab(n) }
                if action.hasPrefix(":select "),
                   let (row, section) = GestureCommands.selection(action.dropFirst(8).split(separator: " ").map(String.init)) {
                    return PreludeHooks.select(row: row, section: section)
                }
                if action.hasPrefix(":wait "), let s = try? RunLoopCommands.duration([String(action.dropFirst(6))]) {
                    return PreludeHooks.wait(seconds: s)
                }
                if action.hasPrefix(":tap "), let tap {
                    return tap.swiftEquivalent?(context, action.dropFirst(5).split(separator: " ").map(String.init))
                }
                return nil
            }
        }
    }
}
