import CoordLabGraph
import Foundation

/// The verdicts after each input (the summary's "! leaked", "! abandoned").
extension Workspace {
    /// The leaked and abandoned objects now, by name: from what the inputs touched
    /// (`LiveVerdicts`), or from the whole graph for a program the incremental state
    /// cannot follow. With a `verdictCheck`, also from the whole graph, compared.
    func afterInputVerdicts() -> VerdictNames {
        live.update(roles: roles)
        guard !live.isUnsupported else {
            let (g, v) = analyse()
            return VerdictNames(v, in: g)
        }
        let names = live.verdicts(screens: screens)
        if let check = verdictCheck {
            var g = GraphBuilder.build(interpreter, roles: roles)
            let reference = VerdictNames(GraphAnalysis.verdicts(&g, screens: check.screens), in: g)
            if reference != names { check.report(names.difference(from: reference)) }
        }
        return names
    }
}

/// The check of the incremental verdicts against the whole graph's: a second screen
/// history kept from whole graphs, and where differences go.
final class VerdictCheck {
    /// The screen history the whole-graph reference keeps.
    let screens = ScreenHistory()
    /// Told of each difference.
    let report: (String) -> Void

    init(report: @escaping (String) -> Void) { self.report = report }

    /// The check `COORDLAB_CHECK_VERDICTS=1` asks for: differences on standard error.
    static func fromEnvironment() -> VerdictCheck? {
        guard ProcessInfo.processInfo.environment["COORDLAB_CHECK_VERDICTS"] == "1" else { return nil }
        return VerdictCheck { FileHandle.standardError.write(Data("coordlab: verdicts differ: \($0)\n".utf8)) }
    }
}
