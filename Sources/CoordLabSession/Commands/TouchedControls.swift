import CoordLabLanguage
import UIKitPrelude

/// The controls and bar button items on screen that hold closure actions (`UIAction`, as
/// `UIKit/ActionHooks.swift` collects them), and how `:tap Type#n` touches one: its
/// handlers run, as a tap does.
enum TouchedControls {
    /// Each one as `Type#n`, in the prelude's order.
    static func all(in workspace: Workspace) -> [String] {
        guard workspace.interpreter.types["UIViewController"] != nil else { return [] }
        return (try? workspace.evaluate(PreludeHooks.actionSenders, reusingCode: true) { v -> [String] in
            guard case .array(let items) = v else { return [] }
            return items.items.compactMap { $0.instance?.displayName }
        }) ?? []
    }

    /// The Swift a touch on `sender` (`Type#n`) runs; nil when no control or bar button
    /// item on screen with a closure action is that one.
    static func touch(_ sender: String, in workspace: Workspace) -> String? {
        all(in: workspace).firstIndex(of: sender).map { PreludeHooks.touchSender($0) }
    }

    /// Whether `text` names an object as `Type#n`.
    static func isReference(_ text: String) -> Bool {
        let parts = text.split(separator: "#", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && Int(parts[1]) != nil
            && parts[0].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
