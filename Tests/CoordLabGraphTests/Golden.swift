import Foundation
import Testing

/// Expected outputs kept as files in `Goldens/` beside this file; `UPDATE_GOLDENS=1`
/// rewrites them from the actual output (and fails the test that did, so it is noticed).
enum Golden {
    /// The `Goldens` folder next to this source file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    /// Whether this run rewrites goldens instead of comparing with them.
    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// Compares `text` (plus a final newline) with the golden file `name`, recording an issue
    /// that shows the first differing line; when updating, writes the file if it differs and
    /// records an issue saying it did.
    static func check(_ text: String, named name: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name)
        let actual = text + "\n"
        let expected = try? String(contentsOf: url, encoding: .utf8)
        guard expected != actual else { return }
        if updating {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("updated golden \(name): check the diff, then run again without UPDATE_GOLDENS",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not write golden \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected else {
            Issue.record("missing golden \(name) (run with UPDATE_GOLDENS=1 to create it); actual:\n\(actual)",
                         sourceLocation: sourceLocation)
            return
        }
        let difference = firstDifference(expected, actual)
        Issue.record("golden \(name) differs \(difference) (UPDATE_GOLDENS=1 rewrites it); actual:\n\(actual)",
                     sourceLocation: sourceLocation)
    }

    /// `at line N: expected «…», got «…»` for the first line that differs.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        let line = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
        let want = line < e.count ? "«\(e[line])»" : "end of file"
        let got = line < a.count ? "«\(a[line])»" : "end of file"
        return "at line \(line + 1): expected \(want), got \(got)"
    }
}
