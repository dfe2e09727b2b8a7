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
        // The prelude draws in English; its few words of prose are said in the session's language.
        let lines = text.map { context.text.translating($0, with: Catalogue.stackPatterns) }
        context.say(lines.isEmpty ? context.text("stack.noWindow") : lines.joined(separator: "\n"))
    }
}
