import UIKitPrelude

/// Commands that show the simulated app without changing it.
enum ScreenCommands {
    static let all: [Command] = [stack].map { $0.lookingOnly() }

    static let stack = Command(
        name: "stack", usage: ":stack", scope: .program
    ) { context, args in
        try GestureCommands.expectNoArguments(args, "stack")
        let text = try context.workspace.evaluate(PreludeHooks.screenLines) { v -> [String] in
            guard case .array(let lines) = v else { return [] }
            return lines.items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
        }
        context.say(text.isEmpty ? context.text("stack.noWindow") : text.joined(separator: "\n"))
    }
}
