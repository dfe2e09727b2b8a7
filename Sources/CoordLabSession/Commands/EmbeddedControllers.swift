import CoordLabLanguage
import UIKitPrelude

/// The view controllers embedded with `addChild` in the one on top (a filter panel in a
/// search screen): they are on screen with it, so their buttons are the user's too, and
/// `:tap NAME` calls a method the top controller lacks on the first of them that has it.
enum EmbeddedControllers {
    /// The classes of the controllers embedded in the one on top, depth first, each once.
    static func types(in workspace: Workspace) -> [ClassType] {
        let found = (try? workspace.evaluate(PreludeHooks.embeddedViewControllers, reusingCode: true) { v -> [ClassType] in
            guard case .array(let list) = v else { return [] }
            return list.items.compactMap { $0.instance?.type }
        }) ?? []
        var seen: Set<ObjectIdentifier> = []
        return found.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The Swift of a tap on `name` of the first embedded controller whose class has that
    /// method, cast to its class as written code is checked; nil when none has it.
    static func call(_ name: String, arguments: String, in workspace: Workspace) -> String? {
        guard let type = types(in: workspace).first(where: { $0.anyMethod(named: name) != nil }) else { return nil }
        return "(\(PreludeHooks.embeddedViewControllers).first { $0 is \(type.name) } as! \(type.name)).\(name)(\(arguments))"
    }
}
