/// `:explore`: `coordlab explore` from the program's current state, in the REPL or a script.
enum ExploreCommand {
    static let command = Command(
        name: "explore", usage: ":explore [--depth N] [--max-journeys N] [--seconds S]",
        scope: .view
    ) { context, args in
        var limits = Explorer.Limits()
        var k = 0
        while k < args.count {
            guard k + 1 < args.count else { throw CommandError(key: "explore.needsValue", args[k]) }
            switch args[k] {
            case "--depth":
                guard let n = Int(args[k + 1]), n >= 1 else { throw CommandError(key: "graph.depth") }
                limits.depth = n
            case "--max-journeys":
                guard let n = Int(args[k + 1]), n >= 1 else { throw CommandError(key: "explore.maxJourneys") }
                limits.maxJourneys = n
            case "--seconds":
                guard let s = Double(args[k + 1]), s > 0 else { throw CommandError(key: "explore.seconds") }
                limits.seconds = s
            default:
                throw CommandError(key: "explore.unknownOption", args[k])
            }
            k += 2
        }
        let result: ExploreResult
        do {
            result = try Explorer(workspace: context.workspace, limits: limits).run()
        } catch {
            throw CommandError(key: "explore.failed", context.text.translating("\(error)", with: Catalogue.explanationPatterns))
        }
        context.say(result.text(files: [], showsTime: false, language: context.text.language))
    }
}
