import SwiftIfConfig
import SwiftSyntax

/// `#if`, evaluated as it is in the app coordlab simulates: an iOS app built in Xcode's
/// debug configuration (`os(iOS)`, `canImport(UIKit)` and `DEBUG` are true).
///
/// The inactive clauses and the directives themselves are blanked out of the text (every
/// character but line breaks becomes a space) and the text is parsed again, so the code
/// that remains keeps its lines and columns for every message.
extension ParsedSource {
    /// The text with only the active `#if` clauses left, at their places.
    static func activeText(of tree: SourceFileSyntax) -> String {
        var bytes = Array(tree.syntaxTextBytes)
        let blanker = InactiveCodeFinder()
        blanker.walk(tree)
        for range in blanker.inactive {
            for k in range where bytes[k] != UInt8(ascii: "\n") && bytes[k] != UInt8(ascii: "\r") { bytes[k] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension SourceFileSyntax {
    /// Whether the file uses `#if`.
    var hasConditionalCompilation: Bool {
        tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .poundIf }
    }
}

/// Finds the byte ranges of `#if` directives and of the clauses that are not active.
private final class InactiveCodeFinder: SyntaxVisitor {
    /// Byte ranges to blank out.
    var inactive: [Range<Int>] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let active = node.activeClause(in: SimulatedApp()).clause
        for clause in node.clauses {
            let directiveEnd = clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
            inactive.append(clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<directiveEnd.utf8Offset)
            guard let elements = clause.elements else { continue }
            if clause == active {
                walk(elements)
            } else {
                inactive.append(elements.position.utf8Offset..<elements.endPosition.utf8Offset)
            }
        }
        inactive.append(node.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset..<node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
        return .skipChildren
    }
}

/// The build configuration of the simulated app: iOS on a 64-bit ARM iPhone, built in
/// Xcode's debug configuration with the frameworks coordlab stands in for.
private struct SimulatedApp: BuildConfiguration {
    /// Modules `canImport` finds.
    static let importable: Set<String> = ["Swift", "UIKit", "Foundation", "Dispatch", "CoreGraphics"]

    func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { false }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.count == 1 && Self.importable.contains(importPath[0].1)
    }
    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 0) }
}
