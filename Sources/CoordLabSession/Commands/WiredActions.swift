import CoordLabLanguage
import UIKitPrelude

/// The target-action pairs of the screen on top (controls, bar button items, gesture
/// recognizers, as `UIKit/TargetActionHooks.swift` collects them) and how `:tap NAME`
/// sends one: the method the pair names, called on its target with the sender when the
/// method takes one (`@objc func didTap(_ sender: UIButton)`), as a touch does.
struct WiredAction {
    /// The pair's place in the prelude's list.
    let index: Int
    /// The method's name (the selector's base name).
    let name: String
    /// The sender as `Type#n`.
    let sender: String
    /// The Swift that sends the action.
    let call: String

    /// Every pair on screen whose target has a method of that name a touch can call.
    static func all(in workspace: Workspace) -> [WiredAction] {
        guard workspace.interpreter.types["UIViewController"] != nil,
              let names = try? workspace.evaluate(PreludeHooks.wiredActions, reusingCode: true, { strings($0) }),
              !names.isEmpty else { return [] }
        // One evaluation at a time: each holds its result in the same place until it returns.
        return names.indices.compactMap { k in
            guard let target = try? workspace.evaluate(PreludeHooks.wiredTarget(k), reusingCode: true, { $0.instance?.type }),
                  let sender = try? workspace.evaluate(PreludeHooks.wiredSender(k), reusingCode: true, {
                      $0.instance.map { ($0.type, $0.displayName) } }),
                  let call = call(names[k], index: k, target: target, sender: sender.0) else { return nil }
            return WiredAction(index: k, name: names[k], sender: sender.1, call: call)
        }
    }

    /// The pair `:tap NAME [SENDER]` sends: the one named NAME (whose sender is SENDER,
    /// `Type#n`, when given); nil when none on screen is named NAME.
    static func find(_ name: String, sender: String?, in workspace: Workspace) throws -> WiredAction? {
        let named = all(in: workspace).filter { $0.name == name }
        guard let sender else { return named.first }
        guard let pair = named.first(where: { $0.sender == sender }) else {
            throw CommandError("no control on screen is \(sender) sending \(name)"
                               + (named.isEmpty ? "" : " (those that send it: " + named.map(\.sender).joined(separator: ", ") + ")"))
        }
        return pair
    }

    /// The Swift that sends pair `index` named `name` to a target of class `target` from a
    /// sender of class `sender`; nil when the target has no such method a touch can call
    /// (nothing would happen, or UIKit would stop the app), or a sender of that class
    /// cannot be its argument.
    static func call(_ name: String, index: Int, target: ClassType, sender: ClassType) -> String? {
        guard !target.name.contains("<") else { return nil }
        var codes: [FunctionCode] = []
        var k: ClassType? = target
        while let c = k {
            codes += c.methods[name] ?? []
            k = c.superclass
        }
        let cast = "(\(PreludeHooks.wiredTarget(index)) as! \(target.name))"
        if let withSender = codes.lazy.compactMap(\.senderParameter).first {
            var argument = PreludeHooks.wiredSender(index)
            if let expected = withSender.className {
                var s: ClassType? = sender
                while let c = s, c.name != expected { s = c.superclass }
                guard s != nil else { return nil }
                argument += " as! " + expected
            }
            return cast + ".\(name)(" + (withSender.label.map { $0 + ": " } ?? "") + argument + ")"
        }
        return codes.contains(where: \.isCallableWithoutArguments) ? cast + ".\(name)()" : nil
    }

    /// The strings of an array value.
    static func strings(_ v: Value) -> [String] {
        guard case .array(let lines) = v else { return [] }
        return lines.items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
    }
}
