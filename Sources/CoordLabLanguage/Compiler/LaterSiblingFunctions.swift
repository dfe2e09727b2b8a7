import CoordLabSyntax
import SwiftSyntax

/// A local function declared after another in the same block, which the earlier one's body
/// may call: Swift lets two local functions call each other.
struct LaterSibling {
    let name: String
    let declaration: FunctionDeclSyntax

    /// The local functions declared right after item `k` of `list`, when it declares one.
    static func following(_ k: Int, in list: [CodeBlockItemSyntax]) -> [LaterSibling] {
        guard k < list.count, list[k].item.is(FunctionDeclSyntax.self) else { return [] }
        var out: [LaterSibling] = []
        for item in list[(k + 1)...] {
            guard let f = item.item.as(FunctionDeclSyntax.self) else { break }
            out.append(LaterSibling(name: f.name.text, declaration: f))
        }
        return out
    }
}

/// Later siblings made inside an earlier local function's body.
///
/// Swift calls a local function directly, with the captures of the scope it is declared in,
/// so two functions calling each other make no cycle. Here each earlier function's call makes
/// the later siblings its body names as closures of its own (as `LocalFunctionSelf` makes the
/// function itself), whose captures come from the scope the group shares: it captures them
/// for the siblings, as Swift's local function captures what the functions it calls capture.
extension Compiler {
    /// Declares in `inner`, the context of a sibling group's function, each later sibling
    /// its body names that the group has not bound around it yet.
    func makeLaterSiblings(_ siblings: [LaterSibling], namedIn items: CodeBlockItemListSyntax,
                           _ inner: FunctionContext, _ block: Block) throws {
        let named = Set(items.tokens(viewMode: .sourceAccurate).map(\.text))
        for sibling in siblings where named.contains(sibling.name) && !isSiblingBound(sibling.name, in: inner) {
            let f = sibling.declaration
            let code = try functionHeader(f, kind: .closure, hasSelf: false)
            let closure = try compileClosureBody(code, f.body?.statements ?? [], captureList: nil, inner, at: f,
                                                 recursiveName: sibling.name, siblings: siblings, isLaterSibling: true)
            let slot = inner.allocate()
            inner.declare(sibling.name, .local(slot: slot, kind: .strong, mutable: false,
                                               spec: TypeSpec(name: "", isOptional: false, isFunction: true, element: nil)))
            inner.siblingNames.insert(sibling.name)
            block.locals.append(slot)
            block.stmts.append(LocalFunctionDecl(slot: slot, closure: closure, loc: loc(f)))
        }
    }

    /// Whether the sibling group binds `name` in `ctx` or in the functions it was made in.
    private func isSiblingBound(_ name: String, in ctx: FunctionContext) -> Bool {
        var c = ctx
        while true {
            if c.siblingNames.contains(name) { return true }
            guard c.isLaterSibling, let p = c.parent else { return false }
            c = p
        }
    }
}
