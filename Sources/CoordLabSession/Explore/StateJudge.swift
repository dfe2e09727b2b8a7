import CoordLabGraph
import CoordLabLanguage
import UIKitPrelude

/// Takes one step of a journey in a workspace and judges the state it reaches: its
/// fingerprint, what is on screen, the app's live objects, its leaks and abandoned objects,
/// and what a user can do next.
enum StateJudge {
    /// Loop iterations and calls one action may make before it counts as a trap.
    static let iterationLimit = 10_000_000

    /// Runs the `:command` line `action` as `coordlab run` would, then judges the state
    /// (as it was judged when met before, with `known`).
    static func step(_ action: String, in workspace: Workspace, known: JudgedStates? = nil) -> StepReport.Outcome {
        take(action, in: workspace) ?? .reached(judge(workspace, known: known))
    }

    /// Runs the `:command` line `action` as `coordlab run` would and observes the screen;
    /// nil when it happened, else why not.
    static func take(_ action: String, in workspace: Workspace) -> StepReport.Outcome? {
        workspace.interpreter.ticks = 0
        workspace.interpreter.iterationLimit = iterationLimit
        let context = CommandContext(workspace: workspace, say: { _ in })
        do {
            defer { workspace.observeScreen() }
            try CommandTable.scripting.run(action, in: context)
        } catch let e as CommandError {
            return .impossible(e.message)
        } catch let t as Trap {
            return .trapped(t.rendered.replacing(#/0x[0-9a-fA-F]+/#, with: "0x…"))
        } catch {
            return .impossible("\(error)")
        }
        return workspace.isDamaged ? .impossible(Catalogue(.english)("explore.actionStopped")) : nil
    }

    /// The state a workspace is in now (its screen observed after the last step), shown
    /// as a user sees it before the next touch (`Workspace.finishLaunching`). A state
    /// `known` has met already (the same fingerprint) is judged as it was then: only its
    /// fingerprint is worked out. The fingerprint need not mix in what is on screen: the
    /// screen is drawn from the objects it covers (the key window, reached from
    /// `UIApplication.shared`, and the controllers and stored values under it).
    static func judge(_ workspace: Workspace, known: JudgedStates? = nil) -> ExploredState {
        let g = workspace.graph(workspace.finishLaunching())
        let fingerprint = StateFingerprint.of(g, interpreter: workspace.interpreter, screens: workspace.screens)
        if let state = known?.states[fingerprint] { return state }
        let screen = (try? workspace.evaluate(PreludeHooks.screenLines, reusingCode: true) { v -> String in
            guard case .array(let lines) = v else { return "" }
            return lines.items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }.joined(separator: "\n")
        }) ?? ""
        let state = judge(workspace, graph: g, fingerprint: fingerprint, screen: screen)
        known?.states[fingerprint] = state
        return state
    }

    /// The rest of the judgement of the state `graph` draws, whose fingerprint and screen
    /// are worked out.
    private static func judge(_ workspace: Workspace, graph: RetainGraph, fingerprint: StateFingerprint,
                              screen: String) -> ExploredState {
        let (g, v) = workspace.analyse(graph: graph)
        let top = (try? workspace.evaluate(PreludeHooks.topViewController, reusingCode: true) { $0.instance?.type.name }) ?? nil
        var counts: [String: Int] = [:]
        var preludeType: [String: Bool] = [:]
        for n in g.nodes where !n.isClosure {
            let isPrelude = preludeType[n.typeName] ?? workspace.isPreludeType(n.typeName)
            preludeType[n.typeName] = isPrelude
            if !isPrelude { counts[n.typeName, default: 0] += 1 }
        }
        var problems: [ExploreProblem] = []
        for leak in v.leaked where !leak.cycle.isEmpty {
            problems.append(ExploreProblem(kind: .leaked, subject: leak.typesOnCycle(in: g).joined(separator: ", ")))
        }
        for a in v.abandoned where g.nodes[a.node].role != .uikitDetail {
            problems.append(ExploreProblem(kind: .abandoned, subject: g.nodes[a.node].typeName))
        }
        var state = ExploredState(fingerprint: fingerprint, screen: screen, topScreen: top ?? "nothing", counts: counts,
                                  problems: Array(Set(problems)).sorted { ($0.kind.rawValue, $0.subject) < ($1.kind.rawValue, $1.subject) },
                                  actions: [])
        let due = workspace.nextDue()
        if due == 0 {
            state.settled = false
            state.problems = []
            state.actions = [ScreenActions.wait(due!)]
            return state
        }
        state.actions = ScreenActions.available(in: workspace) + (due.map { [ScreenActions.wait($0)] } ?? [])
        if state.actions.isEmpty { state.nothingOnScreen = workspace.nothingOnScreenReason() }
        return state
    }
}
