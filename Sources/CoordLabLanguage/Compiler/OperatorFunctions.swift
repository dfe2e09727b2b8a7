import CoordLabSyntax
import SwiftSyntax

/// An operator passed as a function (`sorted(by: >)`, `reduce(0, +)`): a closure of two
/// parameters that applies it.
extension Compiler {
    /// The operators that can be passed as functions.
    static let operatorFunctions: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&", "|", "^", "&+", "&-", "&*"]

    /// `{ lhs, rhs in lhs op rhs }` for operator `op`, or nil when `op` is not one.
    func operatorFunction(_ op: String, _ ctx: FunctionContext, at l: CodeLocation) -> Expr? {
        guard Self.operatorFunctions.contains(op), let binary = BinaryOperator(rawValue: op) else { return nil }
        let params = ["lhs", "rhs"].map { Parameter(label: nil, name: $0, spec: .unknown, defaultValue: nil) }
        let code = FunctionCode(name: op, kind: .closure, params: params, returnSpec: .unknown, hasSelf: false,
                                isMutating: false, location: l)
        let inner = FunctionContext(parent: ctx, code: code, selfType: nil)
        let block = Block(loc: l)
        inner.scopes.append(Scope(block: block))
        code.firstParamSlot = inner.nextSlot
        var reads: [Expr] = []
        for p in params {
            let binding = Binding.local(slot: inner.allocate(), kind: .strong, mutable: false, spec: .unknown)
            inner.declare(p.name, binding)
            reads.append(read(binding, l))
        }
        block.stmts.append(ReturnStmt(value: BinaryOp(op: binary, lhs: reads[0], rhs: reads[1], loc: l), spec: .unknown,
                                      inFailableInit: false, loc: l))
        code.body = block
        code.slotCount = inner.nextSlot
        return ClosureLiteral(code: code, sources: [], loc: l)
    }
}
