/// `:set`: the limits that stop runaway inputs, which the user can raise.
enum SetCommand {
    /// The limits, their current values and how to change them.
    static func command(_ session: Session) -> Command {
        Command(name: "set", usage: ":set [NAME VALUE]", summary: "show or change a limit (loops, objects, depth, input)",
                details: """
                Limits that end a runaway input with a message instead of a hang (the session rolls back as after a trap):
                  loops N     loop iterations and calls one input may make (default 10,000,000)
                  objects N   live objects at once (default 2,000,000)
                  depth N     nested calls (default 2,000)
                  input N     characters in one input (default 1,000,000)
                With no arguments, :set shows the current values.
                """, scope: .session) { [unowned session] context, args in
            if args.isEmpty {
                context.say(session.limits.map { "\($0.name) \($0.value)" }.joined(separator: "\n"))
                return
            }
            guard args.count == 2, let n = Int(args[1].replacingOccurrences(of: "_", with: "")), n > 0 else {
                throw CommandError("usage: :set NAME N, with N a positive whole number (see :help set)")
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
        default: throw CommandError("no limit named '\(name)'; the limits are loops, objects, depth and input")
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
