/// `:set`: the limits that stop runaway inputs, which the user can raise, and the
/// language coordlab speaks (`:set lang ko`).
enum SetCommand {
    /// The settings, their current values and how to change them.
    static func command(_ session: Session) -> Command {
        Command(name: "set", usage: ":set [NAME VALUE]", scope: .session) { [unowned session] context, args in
            if args.isEmpty {
                context.say((session.limits.map { "\($0.name) \($0.value)" } + ["lang \(session.language.rawValue)"])
                    .joined(separator: "\n"))
                return
            }
            if args.first == "lang" {
                guard args.count == 2 else { throw CommandError(key: "set.usage") }
                guard let language = InterfaceLanguage(code: args[1]) else { throw CommandError(key: "set.noLanguage", args[1]) }
                session.speak(language)
                context.say(session.text("set.language", language.rawValue))
                return
            }
            guard args.count == 2, let n = Int(args[1].replacingOccurrences(of: "_", with: "")), n > 0 else {
                throw CommandError(key: "set.usage")
            }
            try session.setLimit(args[0], n)
            context.say("\(args[0]) \(n)")
        }
    }
}

extension Session {
    /// The limits and their values.
    var limits: [(name: String, value: Int)] {
        let i = workspace.interpreter
        return [("loops", i.iterationLimit ?? 0), ("objects", i.objectLimit ?? 0), ("depth", i.maxDepth), ("input", inputLimit)]
    }

    /// Changes a limit (kept across rollbacks).
    func setLimit(_ name: String, _ value: Int) throws {
        switch name {
        case "loops": limitSettings.loops = value
        case "objects": limitSettings.objects = value
        case "depth": limitSettings.depth = value
        case "input": inputLimit = value
        default: throw CommandError(key: "set.noLimit", name)
        }
        applyLimits()
    }

    /// Puts the limits on the current interpreter.
    func applyLimits() {
        let i = workspace.interpreter
        i.iterationLimit = limitSettings.loops
        i.objectLimit = limitSettings.objects
        i.maxDepth = limitSettings.depth
    }
}
