import Foundation
import TestSupport
import Testing

/// One program under Tests/Conformance, named by its path relative to that folder.
struct ConformanceProgram: Sendable, Hashable, CustomTestStringConvertible {
    /// How the program is judged.
    enum Kind: Sendable { case normal, trap, reject, swiftError }

    /// Path relative to Tests/Conformance, such as `arc/010-locals-reverse-order-function.swift`.
    let relativePath: String

    /// Shown by Swift Testing for this argument.
    var testDescription: String { relativePath }

    /// The program's absolute URL.
    var url: URL { Conformance.programsRoot.appendingPathComponent(relativePath) }

    /// `traps/` programs must trap, `reject/` programs must be refused, `errors/` programs
    /// must be refused as swiftc refuses them, the rest must run.
    var kind: Kind {
        if relativePath.hasPrefix("traps/") { return .trap }
        if relativePath.hasPrefix("reject/") { return .reject }
        if relativePath.hasPrefix("errors/") { return .swiftError }
        return .normal
    }

    /// Every program under Tests/Conformance, sorted by path.
    static let all: [ConformanceProgram] = {
        let root = Conformance.programsRoot.resolvingSymlinksInPath()
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else { return [] }
        let prefix = root.path + "/"
        var found: [ConformanceProgram] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = url.resolvingSymlinksInPath().path
            guard path.hasPrefix(prefix) else { continue }
            found.append(ConformanceProgram(relativePath: String(path.dropFirst(prefix.count))))
        }
        return found.sorted { $0.relativePath < $1.relativePath }
    }()
}

/// Paths, tools and text helpers shared by the conformance tests.
enum Conformance {
    /// The UIKit prelude as `coordlab prelude` prints it, read once.
    static let preludeSource: String? = {
        guard let coordlab = Harness.coordlab,
              let r = try? Subprocess.run(coordlab, ["prelude"], environment: Harness.environment([:])),
              r.exitCode == 0, !r.stdout.isEmpty else { return nil }
        return r.stdout
    }()

    /// The prelude, or an error saying `coordlab prelude` failed.
    static func prelude(_ coordlab: URL) throws -> String {
        guard let text = preludeSource else {
            throw SwiftCompileError(program: "coordlab prelude", output: "printed nothing")
        }
        return text
    }

    /// Tests/Conformance, where the programs live.
    static let programsRoot = Harness.packageRoot.appendingPathComponent("Tests/Conformance")

    /// Where reference binaries are cached between runs.
    static let cacheRoot = Harness.packageRoot.appendingPathComponent(".build/conformance-cache")

    /// GNU stdbuf, which makes the reference binary's stdout unbuffered so output before a trap survives.
    static let stdbuf: URL? = Subprocess.which("stdbuf")

    /// True when some line of `stderr` starts `…FILE:LINE:COL: error:` for `fileName` (and `line`, if given).
    static func hasLocatedError(_ stderr: String, fileName: String, line: Int?) -> Bool {
        for text in stderr.split(separator: "\n") {
            guard let marker = text.range(of: ": error:") else { continue }
            let parts = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3,
                  let col = Int(parts[parts.count - 1]), col > 0,
                  let row = Int(parts[parts.count - 2]), row > 0,
                  parts[0..<(parts.count - 2)].joined(separator: ":").hasSuffix(fileName)
            else { continue }
            if line == nil || line == row { return true }
        }
        return false
    }

    /// The `FILE:LINE:COL: error: message` lines of a compiler's output, from the file
    /// name on (`name.swift:3:9: error: value of type 'A' has no member 'y'`).
    static func errorLines(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": error: ") else { return nil }
            var line = line
            // swiftc names some errors' group after the message (` [#ActorIsolatedCall]`).
            if line.hasSuffix("]"), let group = line.range(of: " [#", options: .backwards) { line = line[..<group.lowerBound] }
            return line.split(separator: "/").last.map(String.init)
        }
    }

    /// The lines of `text`; a last line without its newline is followed by a marker line.
    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() } else { lines.append("\\ (no newline at end)") }
        return lines
    }

    /// A unified-style diff of two outputs: the first differing line with up to 3 lines around it.
    static func diff(expected: String, actual: String, context: Int = 3) -> String {
        let old = lines(of: expected)
        let new = lines(of: actual)
        var first = 0
        while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
        if first == old.count, first == new.count { return "(outputs are identical)" }
        var lines = ["--- swiftc -Onone (expected)", "+++ coordlab run (actual)",
                     "@@ first difference at line \(first + 1) @@"]
        for i in max(0, first - context)..<first { lines.append("  " + old[i]) }
        for i in first..<min(old.count, first + context + 1) { lines.append("- " + old[i]) }
        if first >= old.count { lines.append("- (end of output)") }
        for i in first..<min(new.count, first + context + 1) { lines.append("+ " + new[i]) }
        if first >= new.count { lines.append("+ (end of output)") }
        return lines.joined(separator: "\n")
    }
}

extension Conformance {
    /// The `// key: value` expectations in a program's leading comment block.
    struct Header {
        /// The first line's description of what the program checks.
        var summary = ""
        /// `expect-trap:` — a fragment coordlab's stderr must contain.
        var trapFragments: [String] = []
        /// `expect-error:` — fragments coordlab's stderr must contain (case-insensitive).
        var errorFragments: [String] = []
        /// `expect-line:` — the line the rejection must point at, when given.
        var errorLine: Int?
        /// `prelude: uikit` — the program is built beside the UIKit prelude.
        var usesPrelude = false
        /// `known-gap:` — why coordlab does not match swiftc here yet (reported as a known issue).
        var knownGap: String?
        /// `swiftc-flags:` — flags the reference build needs (`-parse-as-library` beside a
        /// `@main` type).
        var swiftcFlags: [String] = []

        /// Parses the comment lines at the top of `source`.
        init(source: String) {
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                guard line.hasPrefix("//") else { break }
                let text = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
                if summary.isEmpty { summary = text }
                if let v = Self.value(of: "expect-trap:", in: text) { trapFragments.append(v) }
                if let v = Self.value(of: "expect-error:", in: text) { errorFragments.append(v) }
                if let v = Self.value(of: "expect-line:", in: text) { errorLine = Int(v) }
                if let v = Self.value(of: "known-gap:", in: text) { knownGap = v }
                if let v = Self.value(of: "swiftc-flags:", in: text) { swiftcFlags = v.split(separator: " ").map(String.init) }
                if Self.value(of: "prelude:", in: text) == "uikit" { usesPrelude = true }
            }
        }

        /// The trimmed text after `key` when `text` starts with it.
        private static func value(of key: String, in text: String) -> String? {
            guard text.hasPrefix(key) else { return nil }
            return text.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
        }
    }
}
