import CoordLabSema
import CoordLabSyntax
import SwiftSyntax

/// Operators a type declares as static members (`static func + (lhs: DispatchTime,
/// rhs: Double) -> DispatchTime`): `a + b` calls the one the left operand's type declares.
extension Compiler {
    /// `T.op(a, b)` when the checker found the left operand to be a type `T` with a static
    /// `op` of two parameters; nil otherwise (a standard operator).
    ///
    /// The left operand is compiled with its checked type as context, so that an implicit
    /// member (`.now() + 2`) finds its type; the right one with the parameter's type.
    func declaredOperatorCall(_ op: String, _ infix: InfixOperatorExprSyntax, _ ctx: FunctionContext) throws -> Expr? {
        if let call = try requirementOperatorCall(op, infix, ctx) { return call }
        let l = loc(infix.operator)
        if let (t, code, spec) = staticOperator(op, of: infix.leftOperand) {
            let lhs = try operand(infix.leftOperand, for: code.params[0], ctx, expected: spec)
            let rhs = try operand(infix.rightOperand, for: code.params[1], ctx)
            return MethodCall(base: TypeValue(type: t, loc: l), baseLValue: nil, name: op, args: [lhs, rhs],
                              labels: [nil, nil], trailing: 0, loc: l)
        }
        // `2 * v`: the right operand's type declares the operator (the checker recorded its
        // type only then).
        guard let (t, code, spec) = staticOperator(op, of: infix.rightOperand, taking: { $0.params[1].spec.name == $1.name }) else {
            return nil
        }
        let lhs = try operand(infix.leftOperand, for: code.params[0], ctx)
        let rhs = try operand(infix.rightOperand, for: code.params[1], ctx, expected: spec)
        return MethodCall(base: TypeValue(type: t, loc: l), baseLValue: nil, name: op, args: [lhs, rhs],
                          labels: [nil, nil], trailing: 0, loc: l)
    }

    /// The type that `operand`'s checked type is, and its first static two-operand
    /// function `op` that `fits` with that type (overloads by parameter type are chosen
    /// when the call runs).
    private func staticOperator(_ op: String, of operand: ExprSyntax,
                                taking fits: (FunctionCode, TypeSpec) -> Bool = { _, _ in true }) -> (TypeRef, FunctionCode, TypeSpec)? {
        guard let checked = typed?.type(of: operand), case .named = checked.unwrapped, !checked.isOptional else { return nil }
        let spec = TypeSpec(checked)
        guard let t = interpreter.types[spec.name], let nominal = t.nominal,
              let code = nominal.staticMethods[op]?.first(where: { $0.params.count == 2 && fits($0, spec) }) else { return nil }
        return (t, code, spec)
    }

    /// `a <> b` where `a`'s checked type is a protocol (a generic parameter constrained to
    /// it, or an existential): the operator that `a`'s own type declares, found when it
    /// runs. Only for the program's own operators: Swift's (`+`, `==`) are the runtime's.
    private func requirementOperatorCall(_ op: String, _ infix: InfixOperatorExprSyntax, _ ctx: FunctionContext) throws -> Expr? {
        guard !Self.isStandardOperator(op), case .named(let n)? = typed?.type(of: infix.leftOperand),
              interpreter.types[n]?.nominal is ProtocolType,
              // A top-level `func ~> (lhs: Coordinator, …)` taking the protocol is that one.
              functions[op]?.contains(where: { $0.params.first?.spec.name == n }) != true else { return nil }
        return WitnessOperatorCall(name: op, lhs: try compileExpr(infix.leftOperand, ctx, expected: nil),
                                   rhs: try compileExpr(infix.rightOperand, ctx, expected: nil), loc: loc(infix.operator))
    }

    /// `a op b` through a top-level operator function (`func <> (l: String, r: String)`):
    /// the overload whose first parameter has the left operand's checked type, or the only
    /// one. Nil when the program declares none, or when `op` is a standard operator and
    /// the left operand is not of a type the program declared (Swift's own applies).
    func globalOperatorCall(_ op: String, _ infix: InfixOperatorExprSyntax, _ ctx: FunctionContext) throws -> Expr? {
        guard let overloads = functions[op]?.filter({ $0.params.count == 2 }), !overloads.isEmpty else { return nil }
        let left = typed?.type(of: infix.leftOperand).map(TypeSpec.init)
        var chosen = overloads.first { $0.params[0].spec.name == left?.name } ?? (overloads.count == 1 ? overloads[0] : nil)
        if Self.isStandardOperator(op) {
            // The checker decided that the program's operator applies (see `usesProgramOperator`).
            guard typed?.usesProgramOperator(infix) == true else { return nil }
            let right = typed?.type(of: infix.rightOperand).map(TypeSpec.init)
            let fitting = overloads.filter { $0.params[0].spec.name == left?.name && $0.params[1].spec.name == right?.name }
            chosen = fitting.count == 1 ? fitting[0] : (overloads.count == 1 ? overloads[0] : nil)
        }
        guard let code = chosen else {
            throw CompileError.unsupported("choosing between overloads of the operator '\(op)' here", at: loc(infix.operator))
        }
        let lhs = try operand(infix.leftOperand, for: code.params[0], ctx)
        let rhs = try operand(infix.rightOperand, for: code.params[1], ctx)
        let call = FunctionCall(code: code, args: [lhs, rhs], map: [0, 1], loc: loc(infix.operator))
        call.genericCall = try operatorBinding(code, operands: [infix.leftOperand, infix.rightOperand], ctx, at: loc(infix.operator))
        return call
    }

    /// The name a prefix or postfix operator function is kept under (`prefix -`), apart
    /// from the infix one of the same spelling.
    static func fixedOperatorName(_ fixity: String, _ op: String) -> String {
        fixity + " " + op
    }

    /// The operand types whose prefix and postfix operators are Swift's own.
    static let standardOperandTypes: Set<String> = ["Int", "Double", "Bool", "String"]

    /// `√x`, `-v`, `x%%`: the prefix or postfix operator function the operand's type
    /// declares as a static member, else a top-level one; nil when the program declares
    /// none (Swift's own `-`, `!`, `~` apply).
    func fixedOperatorCall(_ fixity: String, _ op: String, operand: ExprSyntax, _ ctx: FunctionContext,
                           at l: CodeLocation) throws -> Expr? {
        let name = Self.fixedOperatorName(fixity, op)
        let operandType = typed?.type(of: operand).map(TypeSpec.init) ?? nil
        if let operandType, let t = interpreter.types[operandType.name], let nominal = t.nominal,
           let code = nominal.staticMethods[name]?.first {
            return MethodCall(base: TypeValue(type: t, loc: l), baseLValue: nil, name: name,
                              args: [try self.operand(operand, for: code.params[0], ctx)],
                              labels: [nil], trailing: 0, loc: l)
        }
        guard let declared = functions[name], !declared.isEmpty else { return nil }
        // `-p.x` inside `prefix func - (p: Point)` negates an Int: the program's operator
        // applies only to the operand type it is declared for.
        // A generic operator (`prefix func !!<T: P>(x: T)`) applies when no overload takes
        // the operand's own type.
        var overloads = operandType.map { known in declared.filter { $0.params[0].spec.name == known.name } } ?? declared
        if overloads.isEmpty, operandType != nil { overloads = declared.filter(Self.takesGenericParameter) }
        if overloads.isEmpty, let known = operandType, Self.standardOperandTypes.contains(known.name) { return nil }
        guard overloads.count <= 1, let code = overloads.first ?? (declared.count == 1 ? declared.first : nil) else {
            throw CompileError.unsupported("choosing between overloads of the operator '\(op)' here", at: l)
        }
        let call = FunctionCall(code: code, args: [try self.operand(operand, for: code.params[0], ctx)], map: [0], loc: l)
        call.genericCall = try operatorBinding(code, operands: [operand], ctx, at: l)
        return call
    }

    /// Whether operator function `code` takes one of its own generic parameters first.
    private static func takesGenericParameter(_ code: FunctionCode) -> Bool {
        code.genericParameters.contains(code.params[0].spec.name)
    }

    /// What a call of generic operator function `code` binds its parameters to: each
    /// parameter typed by a generic parameter takes the checked type of its operand. Nil
    /// for a non-generic operator, or when the operands do not tell every parameter (as
    /// for a call whose bindings the checker did not find).
    private func operatorBinding(_ code: FunctionCode, operands: [ExprSyntax], _ ctx: FunctionContext,
                                 at l: CodeLocation) throws -> GenericCallBinding? {
        guard !code.genericParameters.isEmpty else { return nil }
        var found: [(parameter: String, argument: SemaType)] = []
        for (parameter, operand) in zip(code.params, operands) where code.genericParameters.contains(parameter.spec.name) {
            guard !found.contains(where: { $0.parameter == parameter.spec.name }) else { continue }
            guard let t = typed?.type(of: operand) else { return nil }
            found.append((parameter.spec.name, t))
        }
        guard found.count == code.genericParameters.count else { return nil }
        return try genericCallBinding(found, function: code.name, in: ctx, at: l)
    }

    /// Whether Swift declares operator `op` itself (`+`, `+=`, `&&`, `??`): a program's
    /// overload of it applies only to an operand of a type the program declared.
    static func isStandardOperator(_ op: String) -> Bool {
        BinaryOperator(rawValue: op) != nil || BinaryOperator.compoundAssignments[op] != nil || ["&&", "||", "??"].contains(op)
    }

    /// An operator function's argument: the operand itself, or for an `inout` parameter
    /// (`func <~ (log: inout [String], line: String)`) a reference to it, written back as
    /// `&operand` would be.
    private func operand(_ e: ExprSyntax, for parameter: Parameter, _ ctx: FunctionContext,
                         expected: TypeSpec? = nil) throws -> Expr {
        guard parameter.isInout else { return try compileExpr(e, ctx, expected: expected ?? parameter.spec) }
        return InoutArgument(target: try compileLValue(e, ctx), loc: loc(e))
    }
}
