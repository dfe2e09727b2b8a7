import CoordLabSyntax
import SwiftSyntax

/// The local functions declared after a statement in its block. Swift lets a local function
/// call one declared after it in the same scope (two may call each other); coordlab runs
/// that when nothing but local functions stands between them.
struct LaterLocalFunctions {
    /// The local functions right after the statement, before any other statement.
    var run: [FunctionDeclSyntax] = []
    /// The later local functions past another statement.
    var beyond: [FunctionDeclSyntax] = []

    static let none = LaterLocalFunctions()

    /// The local functions after item `k` of `list`, when it declares one.
    init(following k: Int, in list: [CodeBlockItemSyntax]) {
        guard k < list.count, list[k].item.is(FunctionDeclSyntax.self) else { return }
        var inRun = true
        for item in list[(k + 1)...] {
            guard let f = item.item.as(FunctionDeclSyntax.self) else { inRun = false; continue }
            if inRun { run.append(f) } else { beyond.append(f) }
        }
    }

    private init() {}
}

extension BodyChecker {
    /// Declares a local function in the current scope, with its parameters' shapes.
    @discardableResult
    func declareLocalFunction(_ f: FunctionDeclSyntax) -> FunctionSignature {
        let generic = f.genericParameterClause != nil
        let s = DeclarationCollector(declarations: declarations).signature(of: f, in: selfType)
        declare(f.name.bareText, generic ? .unknown : .function(s.parameters, s.result))
        localFunctionShapes[f.name.bareText] = generic ? nil : s.shapes
        return s
    }

    /// Declares in `f`'s body the local functions declared right after it, which it may
    /// call; one past another statement that its body names is refused.
    func declareLaterLocalFunctions(_ later: LaterLocalFunctions, calledBy f: FunctionDeclSyntax) {
        guard let body = f.body, !(later.run.isEmpty && later.beyond.isEmpty) else { return }
        let named = Set(body.statements.tokens(viewMode: .sourceAccurate).map(\.bareText))
        for g in later.run where named.contains(g.name.bareText) {
            if g.genericParameterClause != nil {
                unsupported("a local function calling a generic local function declared after it ('\(g.name.bareText)')", at: f.name)
            }
            declareLocalFunction(g)
        }
        for g in later.beyond where named.contains(g.name.bareText) {
            unsupported("a local function calling one declared after another statement ('\(g.name.bareText)')", at: f.name)
        }
    }
}
