import UIKitPrelude

/// The gestures of the simulated app: each runs UIKit's side of an interaction (in the
/// prelude) and no app code of its own, as a finger on a real screen would.
enum GestureCommands {
    /// `:back`, `:swipe back|down [--cancel]`, `:tap NAME [ARGS]`, `:tab N`.
    static let all: [Command] = [back, swipe, tap, tab]

    static let back = Command(
        name: "back", usage: ":back", summary: "tap the navigation bar's back button",
        details: "Pops the top view controller of the navigation controller on screen, animated, as the bar's back button does (calls the prelude's \(PreludeHooks.back)).",
        scope: .program,
        swiftEquivalent: { _, _ in "_ = " + PreludeHooks.back }
    ) { context, args in
        try expectNoArguments(args, "back")
        try gesture(context, PreludeHooks.back, failure: "there is no back button on screen: the top of the stack is its root, or a custom leftBarButtonItem or hidesBackButton replaced it")
    }

    static let swipe = Command(
        name: "swipe", usage: ":swipe back|down [--cancel]", summary: "edge-swipe back, or swipe a sheet down (--cancel: let go halfway)",
        details: """
        :swipe back            interactive pop of the top view controller
        :swipe back --cancel   the swipe is abandoned: nothing is released; delegates see the cancelled transition
        :swipe down            interactive dismissal of the presented sheet (presentationControllerDidDismiss follows)
        :swipe down --cancel   the sheet springs back: only presentationControllerWillDismiss is sent
        """,
        scope: .program,
        swiftEquivalent: { _, args in
            let cancel = args.contains("--cancel")
            if args.contains("back") { return "_ = " + PreludeHooks.swipeBack(cancel: cancel) }
            if args.contains("down") { return "_ = " + PreludeHooks.swipeDown(cancel: cancel) }
            return nil
        }
    ) { context, args in
        let cancel = args.contains("--cancel")
        let rest = args.filter { $0 != "--cancel" }
        switch rest {
        case ["back"]:
            try gesture(context, PreludeHooks.swipeBack(cancel: cancel), failure: "the edge swipe cannot go back: the top of the stack is its root, or a custom back button, hidesBackButton or a hidden navigation bar turned the swipe off")
        case ["down"]:
            try gesture(context, PreludeHooks.swipeDown(cancel: cancel),
                        failure: "there is no sheet to swipe down (nothing presented, a full-screen presentation, or it refused)")
        default:
            throw CommandError("usage: :swipe back|down [--cancel]")
        }
    }

    static let tap = Command(
        name: "tap", usage: ":tap NAME [ARGS]", summary: "call a method of the view controller on screen, as a button would",
        details: "Calls NAME on the top view controller (the top of the presented chain, else of the selected tab's navigation stack). ARGS are Swift arguments written as in a call: `:tap select index: 2` calls select(index: 2). UIKit keeps the controller alive for the call, as it does a control's target.",
        scope: .program,
        swiftEquivalent: { context, args in
            guard let name = args.first,
                  let type = try? context.workspace.evaluate(PreludeHooks.topViewController, { $0.instance?.type.name })
            else { return nil }
            return tapCall(name, on: type, arguments: args.dropFirst())
        }
    ) { context, args in
        guard let name = args.first, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw CommandError("usage: :tap NAME [ARGS], e.g. :tap showDetail or :tap select index: 2")
        }
        let type = try context.workspace.evaluate(PreludeHooks.topViewController) { top in
            guard case .object = top, let vc = top.instance else {
                throw CommandError("there is no view controller on screen (set a window's rootViewController and call makeKeyAndVisible())")
            }
            guard vc.type.anyMethod(named: name) != nil else {
                throw CommandError("\(vc.type.name), the view controller on screen, has no method '\(name)'")
            }
            return vc.type.name
        }
        // Cast to the controller's own class, so the call is checked as written code is.
        try context.workspace.evaluate(tapCall(name, on: type, arguments: args.dropFirst()))
    }

    /// The Swift a `:tap` runs: the method called on the top controller, cast to its class.
    static func tapCall(_ name: String, on type: String, arguments: ArraySlice<String>) -> String {
        "(\(PreludeHooks.topViewController) as! \(type)).\(name)(\(arguments.joined(separator: " ")))"
    }

    static let tab = Command(
        name: "tab", usage: ":tab N", summary: "tap tab N (0-based) of the tab bar on screen",
        details: "Selects tab N of the tab bar controller on screen; tapping the selected tab pops its navigation stack to the root, as UIKit does.",
        scope: .program,
        swiftEquivalent: { _, args in args.count == 1 && Int(args[0]) != nil ? "_ = " + PreludeHooks.tab(Int(args[0])!) : nil }
    ) { context, args in
        guard args.count == 1, let n = Int(args[0]), n >= 0 else { throw CommandError("usage: :tab N, with N a tab index from 0") }
        try gesture(context, PreludeHooks.tab(n), failure: "there is no tab bar on screen with a tab \(n)")
    }

    /// Runs a prelude gesture function that returns whether the gesture could happen.
    static func gesture(_ context: CommandContext, _ call: String, failure: String) throws {
        let happened = try context.workspace.evaluate(call) { v -> Bool in
            if case .bool(true) = v { return true }
            return false
        }
        if !happened { throw CommandError(failure) }
    }

    /// Rejects arguments for commands that take none.
    static func expectNoArguments(_ args: [String], _ name: String) throws {
        if !args.isEmpty { throw CommandError(":\(name) takes no arguments") }
    }
}
