import SwiftSyntax

/// Binary operators: assignment (the value typed against the target), comparisons,
/// logic, `??`, arithmetic.
extension BodyChecker {
    /// The type of `a op b`.
    func infixType(_ i: InfixOperatorExprSyntax, expected: SemaType) -> SemaType {
        if i.operator.is(AssignmentExprSyntax.self) {
            var target = type(i.leftOperand)
            // `self = .empty` in a generic enum: a case of the enum with its own parameters.
            if i.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", case .named(let n) = target,
               let own = ownGenericArguments, declarations.types[n]?.kind == .enumType {
                target = .generic(n, own)
            }
            refuseChange(of: i.leftOperand, by: .assignment)
            // For the compiler: the context a literal on the right converts to (`totals["mon"] = 3`).
            if recording, target.isKnown, i.leftOperand.is(SubscriptCallExprSyntax.self) { expressionTypes[i.leftOperand.id] = target }
            let value = withContextualInouts(closureInoutParameters(ofTarget: i.leftOperand), for: i.rightOperand) {
                type(i.rightOperand, expected: target)
            }
            checkConversion(value, to: target, at: i.rightOperand, site: .assignment)
            return .void
        }
        guard let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            _ = type(i.leftOperand)
            _ = type(i.rightOperand)
            return .unknown
        }
        if let t = globalOperatorType(op, i) { return t }
        switch op {
        case "&&", "||":
            _ = type(i.leftOperand, expected: .bool)
            _ = type(i.rightOperand, expected: .bool)
            return .bool
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=":
            // `1.5 == m`: Swift makes the literal a `Meters`, from the other side.
            let literalContext = Self.isPlainLiteral(i.leftOperand) ? quietType(of: i.rightOperand).unwrapped : .unknown
            let left = quietly({ literalConstructionType(i.leftOperand, expected: literalContext) }) != nil
                ? type(i.leftOperand, expected: literalContext) : type(i.leftOperand)
            if let declared = declaredOperator(op, on: left, operand: i.leftOperand) {
                checkConversion(type(i.rightOperand, expected: declared.parameters[1]), to: declared.parameters[1],
                                at: i.rightOperand, site: .argument)
                return declared.type
            }
            if recording, left != .unknown { expressionTypes[i.leftOperand.id] = left }
            let right = type(i.rightOperand, expected: left)
            if ["===", "!=="].contains(op), refusesMetatypeIdentity(left, right, i) { return .bool }
            if ["<", ">", "<=", ">="].contains(op), refusesOptionalOperand(left, i.leftOperand) || refusesOptionalOperand(right, i.rightOperand) {
                return .bool
            }
            if ["==", "!=", "<", ">", "<=", ">="].contains(op), refusesMixedOperands(op, left, right, i) { return .bool }
            if refusesLiteralOperand(op, left, right, i) { return .bool }
            refuseNonEquatableComparison(op, left, right, i)
            // `value == nil` of a generic `T` compares Swift's `.some(value)` with nil.
            if i.rightOperand.is(NilLiteralExprSyntax.self) || right.isOptional {
                noteOptionalSensitivity(of: left, printedOrErased: !left.isOptional, at: i.leftOperand)
            }
            if i.leftOperand.is(NilLiteralExprSyntax.self) || left.isOptional {
                noteOptionalSensitivity(of: right, printedOrErased: !right.isOptional, at: i.rightOperand)
            }
            return .bool
        case "??":
            let left = type(i.leftOperand, expected: expected == .unknown ? .unknown : .optional(expected))
            // `value ?? other` of a generic `T` is always Swift's `.some(value)`.
            if !left.isOptional { noteOptionalSensitivity(of: left, printedOrErased: true, at: i.leftOperand) }
            // The compiler converts a literal on the right to it (`price ?? -1` is a Double).
            if recording, left != .unknown { expressionTypes[i.leftOperand.id] = left }
            let right = type(i.rightOperand, expected: left.unwrapped)
            if right.isOptional { return right }
            return left == .unknown ? .unknown : left.unwrapped
        case _ where Self.compoundAssignmentOperators.contains(op):
            // `tracker?.steps += 3` changes the link's value when the chain reaches it.
            let target = isPostfixChain(i.leftOperand) ? chainType(i.leftOperand).0 : type(i.leftOperand)
            refuseChange(of: i.leftOperand, by: .compoundAssignment(operator: i.operator))
            // A type's own `static func += (lhs: inout Steps, rhs: Int)`: the compiler calls it.
            if let declared = declaredOperator(op, on: target, operand: i.leftOperand) {
                checkConversion(type(i.rightOperand, expected: declared.parameters[1]), to: declared.parameters[1],
                                at: i.rightOperand, site: .argument)
                return declared.type
            }
            let value = type(i.rightOperand, expected: ["<<=", ">>="].contains(op) ? .unknown : target)
            if ["+=", "-=", "*=", "/=", "%="].contains(op), !refusesOptionalOperand(target, i.leftOperand) {
                _ = refusesMixedOperands(op, target, value, i)
            }
            return .void
        case "+", "-", "*", "/", "%":
            // `[1] + prices`: the literal takes the other operand's type.
            let join = expected == .unknown && Self.isIntegerLiteralForm(i.leftOperand) ? floatingJoin(of: [i.rightOperand]) : nil
            let left = type(i.leftOperand, expected: join ?? expected)
            if let declared = declaredOperator(op, on: left, operand: i.leftOperand, right: i.rightOperand) {
                checkConversion(type(i.rightOperand, expected: declared.parameters[1]), to: declared.parameters[1],
                                at: i.rightOperand, site: .argument)
                return declared.type
            }
            let right = type(i.rightOperand, expected: left)
            if refusesOptionalOperand(left, i.leftOperand) || refusesOptionalOperand(right, i.rightOperand)
                || refusesMixedOperands(op, left, right, i, expected: expected) { return .unknown }
            if left == right { return left }
            if i.leftOperand.is(IntegerLiteralExprSyntax.self), right != .unknown { return right }
            return .unknown
        case "...", "..<":
            // coordlab's ranges hold Ints: one of Doubles would print and count as one of Ints.
            let bounds = [type(i.leftOperand), type(i.rightOperand)]
            // String indices are ranges coordlab runs; a type it knows holds none.
            if let other = bounds.first(where: { b in
                b != .int && !(inFramework && b == .double)
                    && ([.double, .float, .string, .character].contains(b) || b.sizedInteger != nil
                        || b.nominalName.map { declarations.types[$0] != nil } == true)
            }) {
                unsupported("ranges of '\(other)'", at: i.operator)
            }
            return StandardMembers.rangeType(operator: op, bounds: bounds)
        case "<<", ">>", "&", "|", "^", "&+", "&-", "&*":
            // The integers' bit and wrapping operators; a shift's amount may be of any
            // integer type, the others take two of one type.
            // A shift's amount is an `Int` unless written otherwise, whatever is shifted.
            let isShift = ["<<", ">>"].contains(op)
            let left = type(i.leftOperand, expected: expected)
            let right = type(i.rightOperand, expected: isShift ? .unknown : left)
            if isShift, left.isInteger, right.isInteger { return left }
            if refusesMixedOperands(op, left, right, i, expected: expected) { return .unknown }
            return left == right && left.isInteger ? left : .unknown
        default:
            // A program's operator (`a <> b`) that the left operand's type, or the protocol
            // constraining it, declares.
            let left = type(i.leftOperand)
            if let declared = declaredOperator(op, on: left, operand: i.leftOperand, right: i.rightOperand) {
                let right = declared.parameters[1] == .named("Self") ? left : declared.parameters[1]
                checkConversion(type(i.rightOperand, expected: right), to: right, at: i.rightOperand, site: .argument)
                return declared.type == .named("Self") ? left : declared.type
            }
            _ = type(i.rightOperand)
            return .unknown
        }
    }

    /// Swift's compound assignments: each changes its left operand.
    static let compoundAssignmentOperators: Set<String> = ["+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=", "&+=", "&-=", "&*="]

    /// `a op b` through a top-level operator function the program declares: its result,
    /// the operands typed against its parameters; nil when it declares none for `op`, or
    /// when `op` is a standard operator and the left operand is not of a type the program
    /// declares (Swift's own operator applies). The left operand's type is recorded, for
    /// the compiler to choose the same overload.
    private func globalOperatorType(_ op: String, _ i: InfixOperatorExprSyntax) -> SemaType? {
        guard let overloads = declarations.functions[op]?.filter({ $0.parameters.count == 2 }), !overloads.isEmpty else {
            return nil
        }
        let isStandard = ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "??", "===", "!=="].contains(op)
            || Self.compoundAssignmentOperators.contains(op)
        let saved = recording
        recording = false
        let probe = type(i.leftOperand)
        let rightProbe = isStandard ? type(i.rightOperand) : .unknown
        recording = saved
        var chosen = overloads.first { $0.parameters[0] == probe } ?? (overloads.count == 1 ? overloads[0] : nil)
        if isStandard {
            // Swift's own operator applies unless the program's fits better: one for a type
            // the program declares, or one whose parameters are exactly the operands' types
            // (`func += (lhs: inout [Screen], rhs: Screen)` for `stack += screen`).
            var isDeclared = false
            if case .named(let n) = probe, declarations.types[n] != nil { isDeclared = true }
            chosen = overloads.first { $0.parameters[0] == probe && (isDeclared || probe.isKnown && $0.parameters[1] == rightProbe) }
            guard chosen != nil else { return nil }
            if recording { programOperators.insert(i.id) }
        }
        let left = type(i.leftOperand, expected: chosen?.parameters[0] ?? .unknown)
        if recording, left != .unknown { expressionTypes[i.leftOperand.id] = left }
        guard let chosen else {
            _ = type(i.rightOperand)
            return .unknown
        }
        // `log <~ line` for `func <~ (log: inout [String], line: String)` changes `log`.
        if chosen.shapes.first?.isInout == true {
            refuseChange(of: i.leftOperand, by: .compoundAssignment(operator: i.operator))
        }
        if chosen.shapes.count == 2, chosen.shapes[1].isAutoclosure {
            // `x &&& y` with an `@autoclosure` right side: `y` becomes the closure.
            _ = autoclosureArgumentType(i.rightOperand, parameter: chosen.generic?.parameterTypes[1] ?? chosen.parameters[1])
            return chosen.result
        }
        checkConversion(type(i.rightOperand, expected: chosen.parameters[1]), to: chosen.parameters[1], at: i.rightOperand, site: .argument)
        return chosen.result
    }

    /// The operator `op` that the type of the left operand declares as a static member
    /// (`static func + (lhs: DispatchTime, rhs: Double) -> DispatchTime`), if it has one.
    /// The left operand's type is recorded: the compiler calls the operator of that type.
    ///
    /// Swift also looks in the right operand's type (`2 * v` for `static func * (k: Int,
    /// v: Vector)`): when `right` is given and the left's type declares none, the right's
    /// overload taking both operands' types, its type recorded for the compiler likewise.
    func declaredOperator(_ op: String, on left: SemaType, operand: ExprSyntax, right: ExprSyntax? = nil) -> Member? {
        if let found = staticOperators(op, of: left).first {
            if recording { expressionTypes[operand.id] = left }
            return found
        }
        guard let right, left.isKnown, !left.isOptional else { return nil }
        let rightType = quietType(of: right)
        // `2 * v` for `static func * (k: Double, v: Vector)`: the literal is a Double.
        let literal = Self.isIntegerLiteralForm(operand)
        guard let found = staticOperators(op, of: rightType).first(where: { m in
            m.parameters[1] == rightType && (m.parameters[0] == left || literal && m.parameters[0].isFloatingPoint)
        }) else { return nil }
        if literal, found.parameters[0] != left { _ = type(operand, expected: found.parameters[0]) }
        if recording { expressionTypes[right.id] = rightType }
        return found
    }

    /// The static two-operand functions `op` that type `t` declares (none for a type the
    /// program does not declare, or an Optional).
    private func staticOperators(_ op: String, of t: SemaType) -> [Member] {
        guard case .named(let name) = t, case .found(let members) = declarations.member(op, of: name) else { return [] }
        return members.filter { $0.isStatic && $0.kind == .method && $0.parameters.count == 2 }
    }
}
