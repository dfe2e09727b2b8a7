import Foundation
import UIKitPrelude

/// The gestures of the simulated app: each runs UIKit's side of an interaction (in the
/// prelude) and no app code of its own, as a finger on a real screen would.
enum GestureCommands {
    /// `:back`, `:swipe back|down [--cancel]`, `:tap NAME [ARGS]`, `:tap Type#n`,
    /// `:select ROW [SECTION]` (SelectCommand.swift), `:tab N`.
    static let all: [Command] = [back, swipe, tap, select, tab]

    static let back = Command(
        name: "back", usage: ":back", scope: .program,
        swiftEquivalent: { _, _ in "_ = " + PreludeHooks.back }
    ) { context, args in
        try expectNoArguments(args, "back")
        try gesture(context, PreludeHooks.back, failure: "gesture.noBack")
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
            try gesture(context, PreludeHooks.swipeBack(cancel: cancel), failure: "gesture.noSwipeBack")
        case ["down"]:
            try gesture(context, PreludeHooks.swipeDown(cancel: cancel),
                        failure: "gesture.noSheet")
        default:
            throw CommandError(key: "usage", ":swipe back|down [--cancel]")
        }
        context.workspace.gestures.append(":swipe " + rest[0] + (cancel ? " --cancel" : ""))
        if cancel {
            let still = Set(context.workspace.interpreter.heap.liveInstances.map(\.id))
            let released = alive.subtracting(still).count
            let what = rest[0] == "down" ? "sheet" : "screen"
            context.say(released == 0 ? context.text("gesture.cancelled.\(what)")
                        : context.text.counted("gesture.cancelledReleased.\(what)", released))
        }
    }

    static let tap = Command(
        name: "tap", usage: ":tap NAME [ARGS]", scope: .program,
        swiftEquivalent: { context, args in
            if let title = alertActionTitle(args) { return "_ = " + PreludeHooks.tapAlertAction(title) }
            if args.count == 1, TouchedControls.isReference(args[0]) {
                return TouchedControls.touch(args[0], in: context.workspace)
            }
            guard let (name, arguments) = tapCall(args) else { return nil }
            if let wired = try? wiredCall(name, arguments, context) { return wired }
            guard let type = try? context.workspace.evaluate(PreludeHooks.topViewController, reusingCode: true, { $0.instance?.type })
            else { return nil }
            if type.anyMethod(named: name) == nil, let embedded = EmbeddedControllers.call(name, arguments: arguments, in: context.workspace) {
                return embedded
            }
            return castCall(name, on: type.name, arguments: arguments)
        }
    ) { context, args in
        if let title = alertActionTitle(args) {
            try expectScreen(context)
            let tapped = try context.workspace.evaluate(PreludeHooks.tapAlertAction(title), reusingCode: true) { v -> Bool in
                if case .bool(true) = v { return true } else { return false }
            }
            guard tapped else { throw CommandError(key: "gesture.noAlertAction", title) }
            context.workspace.gestures.append(":tap \"\(title)\"")
            return
        }
        if args.count == 1, TouchedControls.isReference(args[0]) {
            try expectScreen(context)
            guard let touch = TouchedControls.touch(args[0], in: context.workspace) else {
                throw CommandError("no control or bar button item on screen is \(args[0]) with an action to run")
            }
            try context.workspace.evaluate(touch, reusingCode: true) { _ in () }
            context.workspace.gestures.append(":tap " + args[0])
            return
        }
        guard let (name, arguments) = tapCall(args) else {
            throw CommandError(key: "gesture.tapUsage")
        }
        try expectScreen(context)
        if let wired = try wiredCall(name, arguments, context) {
            try context.workspace.evaluate(wired)
            context.workspace.gestures.append(":tap " + name)
            return
        }
        let type = try context.workspace.evaluate(PreludeHooks.topViewController, reusingCode: true) { $0.instance?.type }
        guard let type else { return }
        if type.anyMethod(named: name) == nil {
            // A button of a controller embedded in the one on top (addChild).
            guard let embedded = EmbeddedControllers.call(name, arguments: arguments, in: context.workspace) else {
                throw CommandError(key: "gesture.noMethod", type.name, name)
            }
            try context.workspace.evaluate(embedded)
            context.workspace.gestures.append(":tap " + name)
            return
        }
        // Cast to the controller's own class, so the call is checked as written code is.
        try context.workspace.evaluate(castCall(name, on: type.name, arguments: arguments))
        context.workspace.gestures.append(":tap " + name)
    }

    /// The Swift of `:tap NAME` or `:tap NAME SENDER` (`Type#n`) when a control, bar button
    /// item or gesture recognizer on screen is wired to NAME by target-action: the action
    /// sent as a touch sends it (with the sender, when the method takes one); nil otherwise.
    static func wiredCall(_ name: String, _ arguments: String, _ context: CommandContext) throws -> String? {
        let sender = arguments.trimmingCharacters(in: .whitespaces)
        let isReference = TouchedControls.isReference(sender)
        guard sender.isEmpty || isReference else { return nil }
        return try WiredAction.find(name, sender: isReference ? sender : nil, in: context.workspace)?.call
    }

    /// The Swift a `:tap` runs: the method called on the top controller, cast to its class.
    static func castCall(_ name: String, on type: String, arguments: String) -> String {
        "(\(PreludeHooks.topViewController) as! \(type)).\(name)(\(arguments))"
    }

    /// The title of `:tap "Title"` (a tap on an action of the alert on screen): what is
    /// between the first quote and the last; nil when the arguments are not quoted.
    static func alertActionTitle(_ args: [String]) -> String? {
        let text = args.joined(separator: " ")
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
        return String(text.dropFirst().dropLast())
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
        guard args.count == 1, let n = Int(args[0]), n >= 0 else { throw CommandError(key: "gesture.tabUsage") }
        try expectScreen(context)
        let tabs = try context.workspace.evaluate(PreludeHooks.tabCount, reusingCode: true) { v -> Int in if case .int(let k) = v { return k } else { return 0 } }
        guard tabs > 0 else { throw CommandError(key: "gesture.noTabBar") }
        guard n < tabs else {
            throw tabs == 1 ? CommandError(key: "gesture.noTab.one", n) : CommandError(key: "gesture.noTab", n, tabs, tabs - 1)
        }
        try gesture(context, PreludeHooks.tab(n), failure: "gesture.tabRefused", n)
        context.workspace.gestures.append(":tab \(n)")
    }

    /// Runs a prelude gesture function that returns whether the gesture could happen;
    /// `failure` is the catalogue key of the message when it could not.
    static func gesture(_ context: CommandContext, _ call: String, failure: String, _ values: CustomStringConvertible...) throws {
        try expectScreen(context)
        let happened = try context.workspace.evaluate(call, reusingCode: true) { v -> Bool in
            if case .bool(true) = v { return true }
            return false
        }
        if !happened { throw CommandError(key: failure, values: values.map(\.description)) }
    }

    /// Fails unless a window shows a view controller: a finger needs a screen to touch. A
    /// user touches the screen once the app's launch has ended: UIKit shows the app's
    /// window first if the app never made one key.
    static func expectScreen(_ context: CommandContext) throws {
        context.workspace.finishLaunching(observing: false)
        guard context.workspace.interpreter.types["UIViewController"] != nil,
              try context.workspace.evaluate(PreludeHooks.topViewController, reusingCode: true, { $0.instance != nil }) else {
            throw CommandError(key: "gesture.noScreen")
        }
    }

    /// Rejects arguments for commands that take none.
    static func expectNoArguments(_ args: [String], _ name: String) throws {
        if !args.isEmpty { throw CommandError(key: "command.noArguments", name) }
    }
}
