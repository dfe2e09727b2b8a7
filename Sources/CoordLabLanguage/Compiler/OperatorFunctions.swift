import CoordLabSyntax
import SwiftSyntax

/// An operator passed as a function (`sorted(by: >)`, `reduce(0, +)`): a closure of two
/// parameters that applies it.
extension Compiler {
    /// The operators that can be passed as functions.
    static let operatorFunctions: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&", "|", "^", "&+", "&-", "&*"]

    /// `{ lhs, rhs in lhs op rhs }` for operator `op`: Swift's own, or one the program
    /// declares (`reduce(M.empty, <>)`: a top-level operator function, else the one the
    /// left operand's type declares, found when it runs as a witness is); nil otherwise.
    func operatorFunction(_ op: String, _ ctx: FunctionContext, at l: CodeLocation) -> Expr? {
        if Self.operatorFunctions.contains(op), let binary = BinaryOperator(rawValue: op) {
            return operatorClosure(op, ctx, at: l) { BinaryOp(op: binary, lhs: $0, rhs: $1, loc: l) }
        }
        guard Self.isOperatorName(op), !Self.isStandardOperator(op), declaresOperator(op) else { return nil }
        let globals = functions[op]?.filter { $0.params.count == 2 } ?? []
        if globals.count == 1 {
            return operatorClosure(op, ctx, at: l) { FunctionCall(code: globals[0], args: [$0, $1], map: [0, 1], loc: l) }
        }
        return operatorClosure(op, ctx, at: l) { WitnessOperatorCall(name: op, lhs: $0, rhs: $1, loc: l) }
    }

    /// Whether `name` is spelt as an operator (`<>`, `|>`), not as an identifier (`now`).
    static func isOperatorName(_ name: String) -> Bool {
        guard let c = name.first else { return false }
        return !(c.isLetter || c.isNumber || c == "_" || c == "`" || c == "$")
    }

    /// Whether the program (or the prelude) declares an operator function `op`: top-level,
    /// as a type's static member or requirement, or in an extension of a standard type.
    private func declaresOperator(_ op: String) -> Bool {
        functions[op] != nil || interpreter.types.values.contains { $0.nominal?.staticMethods[op] != nil }
            || interpreter.standardExtensions.values.contains { $0.staticMethods[op] != nil }
    }

    /// A closure of two parameters whose body is what `apply` makes of their reads.
    private func operatorClosure(_ op: String, _ ctx: FunctionContext, at l: CodeLocation,
                                 _ apply: (Expr, Expr) -> Expr) -> Expr {
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
        block.stmts.append(ReturnStmt(value: apply(reads[0], reads[1]), spec: .unknown, inFailableInit: false, loc: l))
        code.body = block
        code.slotCount = inner.nextSlot
        return ClosureLiteral(code: code, sources: [], loc: l)
    }
}
