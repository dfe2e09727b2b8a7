import UIKitPrelude

/// The gestures of the simulated app: each runs UIKit's side of an interaction (in the
/// prelude) and no app code of its own, as a finger on a real screen would.
enum GestureCommands {
    /// `:back`, `:swipe back|down [--cancel]`, `:tap NAME [ARGS]`, `:tab N`.
    static let all: [Command] = [back, swipe, tap, tab]

    static let back = Command(
        name: "back", usage: ":back", scope: .program,
        swiftEquivalent: { _, _ in "_ = " + PreludeHooks.back }
    ) { context, args in
        try expectNoArguments(args, "back")
        try gesture(context, PreludeHooks.back, failure: "there is no back button on screen: the top of the stack is its root, or a custom leftBarButtonItem or hidesBackButton replaced it")
        context.workspace.gestures.append(":back")
    }

    static let swipe = Command(
        name: "swipe", usage: ":swipe back|down [--cancel]", scope: .program,
        swiftEquivalent: { _, args in
            let cancel = args.contains("--cancel")
            if args.contains("back") { return "_ = " + PreludeHooks.swipeBack(cancel: cancel) }
            if args.contains("down") { return "_ = " + PreludeHooks.swipeDown(cancel: cancel) }
            return nil
        }
    ) { context, args in
        let cancel = args.contains("--cancel")
        let rest = args.filter { $0 != "--cancel" }
        let alive = cancel ? Set(context.workspace.interpreter.heap.liveInstances.map(\.id)) : []
        switch rest {
        case ["back"]:
            try gesture(context, PreludeHooks.swipeBack(cancel: cancel), failure: "the edge swipe cannot go back: the top of the stack is its root, or a custom back button, hidesBackButton or a hidden navigation bar turned the swipe off")
        case ["down"]:
            try gesture(context, PreludeHooks.swipeDown(cancel: cancel),
                        failure: "there is no sheet to swipe down (nothing presented, a full-screen presentation, or it refused)")
        default:
            throw CommandError("usage: :swipe back|down [--cancel]")
        }
        context.workspace.gestures.append(":swipe " + rest[0] + (cancel ? " --cancel" : ""))
        if cancel {
            let still = Set(context.workspace.interpreter.heap.liveInstances.map(\.id))
            let released = alive.subtracting(still).count
            let what = rest[0] == "down" ? "the sheet" : "the screen"
            context.say(released == 0 ? "swipe cancelled: \(what) springs back, nothing was released"
                        : "swipe cancelled: \(what) springs back; the app's own code released \(released) object\(released == 1 ? "" : "s")")
        }
    }

    static let tap = Command(
        name: "tap", usage: ":tap NAME [ARGS]", scope: .program,
        swiftEquivalent: { context, args in
            guard let (name, arguments) = tapCall(args),
                  let type = try? context.workspace.evaluate(PreludeHooks.topViewController, { $0.instance?.type.name })
            else { return nil }
            return castCall(name, on: type, arguments: arguments)
        }
    ) { context, args in
        guard let (name, arguments) = tapCall(args) else {
            throw CommandError("usage: :tap NAME [ARGS], e.g. :tap showDetail, :tap select index: 2 or :tap select(index: 2)")
        }
        try expectScreen(context)
        let type = try context.workspace.evaluate(PreludeHooks.topViewController) { top -> String? in
            guard let vc = top.instance else { return nil }
            guard vc.type.anyMethod(named: name) != nil else {
                throw CommandError("\(vc.type.name), the view controller on screen, has no method '\(name)'")
            }
            return vc.type.name
        }
        guard let type else { return }
        // Cast to the controller's own class, so the call is checked as written code is.
        try context.workspace.evaluate(castCall(name, on: type, arguments: arguments))
        context.workspace.gestures.append(":tap " + name)
    }

    /// The Swift a `:tap` runs: the method called on the top controller, cast to its class.
    static func castCall(_ name: String, on type: String, arguments: String) -> String {
        "(\(PreludeHooks.topViewController) as! \(type)).\(name)(\(arguments))"
    }

    /// The method name and the arguments of `:tap NAME ARGS` or `:tap NAME(ARGS)`; nil
    /// when NAME is not a method name.
    static func tapCall(_ args: [String]) -> (name: String, arguments: String)? {
        guard let first = args.first else { return nil }
        var name = first
        var arguments = args.dropFirst().joined(separator: " ")
        if let open = first.firstIndex(of: "(") {
            let call = args.joined(separator: " ")
            guard call.hasSuffix(")") else { return nil }
            name = String(first[..<open])
            arguments = String(call[call.index(after: call.firstIndex(of: "(")!)..<call.index(before: call.endIndex)])
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (name, arguments)
    }

    static let tab = Command(
        name: "tab", usage: ":tab N", scope: .program,
        swiftEquivalent: { _, args in args.count == 1 && Int(args[0]) != nil ? "_ = " + PreludeHooks.tab(Int(args[0])!) : nil }
    ) { context, args in
        guard args.count == 1, let n = Int(args[0]), n >= 0 else { throw CommandError("usage: :tab N, with N a tab index from 0") }
        try expectScreen(context)
        let tabs = try context.workspace.evaluate(PreludeHooks.tabCount) { v -> Int in if case .int(let k) = v { return k } else { return 0 } }
        guard tabs > 0 else { throw CommandError("there is no tab bar on screen") }
        guard n < tabs else {
            throw CommandError("there is no tab \(n): the tab bar on screen has \(tabs) tab\(tabs == 1 ? " (:tab 0)" : "s, :tab 0 to :tab \(tabs - 1)")")
        }
        try gesture(context, PreludeHooks.tab(n), failure: "the tab bar on screen did not select tab \(n) (its delegate refused)")
        context.workspace.gestures.append(":tab \(n)")
    }

    /// Runs a prelude gesture function that returns whether the gesture could happen.
    static func gesture(_ context: CommandContext, _ call: String, failure: String) throws {
        try expectScreen(context)
        let happened = try context.workspace.evaluate(call) { v -> Bool in
            if case .bool(true) = v { return true }
            return false
        }
        if !happened { throw CommandError(failure) }
    }

    /// Fails unless a window shows a view controller: a finger needs a screen to touch.
    static func expectScreen(_ context: CommandContext) throws {
        guard context.workspace.interpreter.types["UIViewController"] != nil,
              try context.workspace.evaluate(PreludeHooks.topViewController, { $0.instance != nil }) else {
            throw CommandError("there is no view controller on screen (set a window's rootViewController and call makeKeyAndVisible())")
        }
    }

    /// Rejects arguments for commands that take none.
    static func expectNoArguments(_ args: [String], _ name: String) throws {
        if !args.isEmpty { throw CommandError(":\(name) takes no arguments") }
    }
}
