import SwiftSyntax

/// `#selector(method)`: the prelude's `Selector("method")`, the name of the method
/// (Linux has no Objective-C runtime to make a real one; see `UIKit/Selector.swift`).
public enum SelectorExpression {
    /// The method name a `#selector(…)` names (`tapped` for `#selector(Screen.tapped(_:))`),
    /// or nil when `node` is not one coordlab reads.
    public static func methodName(_ node: MacroExpansionExprSyntax) -> String? {
        guard node.macroName.text == "selector", node.arguments.count == 1,
              let argument = node.arguments.first, argument.label == nil else { return nil }
        if let d = argument.expression.as(DeclReferenceExprSyntax.self) { return d.baseName.text }
        if let m = argument.expression.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
        return nil
    }
}

extension Compiler {
    /// `#selector(m)` as `Selector("m")`; other macros are refused.
    func compileSelector(_ node: MacroExpansionExprSyntax) throws -> Expr {
        let l = loc(node)
        guard let name = SelectorExpression.methodName(node), let type = interpreter.types["Selector"] else {
            throw CompileError.unsupported(node.macroName.text == "selector" ? "this #selector" : "macros", at: l)
        }
        return ConstructCall(type: type, args: [Literal(.string(name), loc: l)], labels: [nil], trailing: 0, loc: l)
    }
}
