import SwiftOperators
import SwiftParser
import SwiftSyntax

/// The operator table a source file folds with: Swift's operators and precedence groups
/// and those the file declares.
///
/// The folding library reads a group's `lowerThan: AdditionPrecedence` backwards (it
/// finds the relation, then flips it), so `1 + 2 *** 3 + 4` would group `2 *** 3` first.
/// Each `lowerThan: X` of a group G is restated as the `higherThan: G` of X that means the
/// same, which it reads right.
enum OperatorPrecedence {
    /// The table for `file`.
    static func table(for file: SourceFileSyntax) -> OperatorTable {
        var table = OperatorTable.standardOperators
        table.addSourceFile(file) { _ in }
        guard file.description.contains("lowerThan") else { return table }
        let declared = Parser.parse(source: table.description)
        var higher: [String: [String]] = [:]
        for case let group? in declared.statements.map({ $0.item.as(PrecedenceGroupDeclSyntax.self) }) {
            for case let relation? in group.groupAttributes.map({ $0.as(PrecedenceGroupRelationSyntax.self) })
            where relation.higherThanOrLowerThanLabel.tokenKind == .keyword(.lowerThan) {
                for lower in relation.precedenceGroups { higher[lower.name.text, default: []].append(group.name.text) }
            }
        }
        var text = ""
        for item in declared.statements.map(\.item) {
            guard let group = item.as(PrecedenceGroupDeclSyntax.self) else {
                text += item.trimmedDescription + "\n"
                continue
            }
            let kept = group.groupAttributes.filter {
                $0.as(PrecedenceGroupRelationSyntax.self)?.higherThanOrLowerThanLabel.tokenKind != .keyword(.lowerThan)
            }
            text += "precedencegroup \(group.name.text) {\n" + kept.map { $0.trimmedDescription + "\n" }.joined()
            if let names = higher[group.name.text] { text += "higherThan: " + names.joined(separator: ", ") + "\n" }
            text += "}\n"
        }
        var restated = OperatorTable()
        restated.addSourceFile(Parser.parse(source: text)) { _ in }
        return restated
    }
}
