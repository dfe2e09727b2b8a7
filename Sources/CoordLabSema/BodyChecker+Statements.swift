import CoordLabSyntax
import SwiftSyntax

/// Statements: declarations of locals (whose inferred types the compiler receives),
/// conditions that bind names, loops, `switch`, `do`/`catch`, `return`.
extension BodyChecker {
    /// Checks statements in the current scope.
    func checkStatements(_ items: CodeBlockItemListSyntax) {
        let list = Array(items)
        for (k, item) in list.enumerated() {
            laterLocalFunctions = LaterLocalFunctions(following: k, in: list)
            checkItem(item)
        }
    }

    /// Checks a function's or getter's body: one that is a single expression returns it,
    /// so the result type guides it (`Future { promise in … }` in a function returning a
    /// `Future<String, Never>`), as a `return` would.
    func checkBody(_ items: CodeBlockItemListSyntax) {
        if let e = ValueBranches.implicitResult(of: items), let result = returnTypes.last, result != .void {
            if ValueBranches.isBranching(e) {
                if recording { bodyBranchValues.insert(e.id) }
                _ = type(e, expected: result)
            } else {
                // The one expression is returned, as `return e` would be.
                let value = type(e, expected: result)
                if value == .void, refusesVoidResult(e, for: result) { return }
                checkConversion(value, to: result, at: e, site: .returnValue)
            }
        } else {
            checkStatements(items)
        }
    }

    /// Checks one statement, declaration or expression.
    func checkItem(_ item: CodeBlockItemSyntax) {
        switch item.item {
        case .expr(let e): checkStatementExpression(e)
        case .stmt(let s): checkStatement(s)
        case .decl(let d): checkLocalDeclaration(d)
        }
    }

    /// A block in a scope of its own.
    func checkBlock(_ block: CodeBlockSyntax) {
        inScope { checkStatements(block.statements) }
    }

    private func checkLocalDeclaration(_ d: DeclSyntax) {
        if let v = d.as(VariableDeclSyntax.self) {
            if let a = SwiftAttributes.wrapper(of: v) {
                unsupported("property wrappers on global and local variables (@\(SwiftAttributes.name(of: a)))", at: a)
            }
            let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
            for b in v.bindings {
                checkBinding(b, isWeak: v.modifiers.contains { $0.name.bareText == "weak" }, isLet: isLet)
            }
        } else if let f = d.as(FunctionDeclSyntax.self) {
            let later = laterLocalFunctions
            let s = declareLocalFunction(f)
            let saved = (scopes, returnTypes)
            returnTypes.append(s.result)
            scopes.append([:])
            declareLaterLocalFunctions(later, calledBy: f)
            declareParameters(f.signature.parameterClause.parameters,
                              generics: genericConstraints(f.genericParameterClause, f.genericWhereClause))
            if let body = f.body { checkBody(body.statements) }
            (scopes, returnTypes) = saved
            checkReturns(of: f, kind: "local function")
        } else if LocalTypeDeclarations.isLocal(d) {
            // Declared beside the file's types (see `LocalTypeDeclarations`); its members
            // are checked as theirs, without the locals around it.
            let saved = (scopes, returnTypes)
            checkTypeBody(d, outer: nil)
            (scopes, returnTypes) = saved
        }
    }

    /// Checks `let`/`var` bindings: the value against the annotation, and records the
    /// inferred type of an unannotated one.
    /// A `let` given its value here is a constant; one given it later is not refused.
    private func checkBinding(_ b: PatternBindingSyntax, isWeak: Bool, isLet: Bool) {
        let declared = resolveHere(SharedAnnotation.type(of: b))
        var t = declared
        if let value = b.initializer?.value {
            let inouts = InoutClosureParameters.positions(in: SharedAnnotation.type(of: b))
            let inferred = withContextualInouts(inouts, for: value) { type(value, expected: declared) }
            if b.typeAnnotation != nil { checkConversion(inferred, to: declared, at: value, site: .specified) }
            // `let s: Set = [1, 2]`: the element type comes from the value.
            if declared == .set(.unknown), case .set(let e) = inferred, e.isKnown { t = inferred }
            if b.typeAnnotation == nil {
                t = isWeak && !inferred.isOptional ? .optional(inferred) : inferred
                bindingTypes[b.id] = t
            }
        }
        if let accessors = b.accessorBlock {
            returnTypes.append(declared)
            checkAccessors(accessors, valueType: declared)
            returnTypes.removeLast()
        }
        bind(b.pattern, to: t, constant: isLet && b.initializer != nil)
        markImplicitlyUnwrapped(b.pattern, written: SharedAnnotation.type(of: b))
        if let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText {
            scopes[scopes.count - 1][name]?.closureInoutParameters = InoutClosureParameters.positions(in: SharedAnnotation.type(of: b))
        }
    }

    /// Notes the type of a value a body without a known result returns: the first value's,
    /// and whether an integer literal returned later has another (see `closureType`).
    private func noteReturned(_ t: SemaType, of value: ExprSyntax) {
        let depth = returnTypes.count
        guard let first = returnedTypes[depth], let firstValue = firstReturnedValues[depth] else {
            (returnedTypes[depth], firstReturnedValues[depth]) = (t, value)
            return
        }
        if first != t, Self.integerLiteral(value) != nil || Self.integerLiteral(firstValue) != nil {
            returnsDisagree.insert(depth)
        }
    }

    private func checkStatement(_ s: StmtSyntax) {
        if let l = s.as(LabeledStmtSyntax.self) {
            checkStatement(l.statement)
        } else if let e = s.as(ExpressionStmtSyntax.self) {
            checkStatementExpression(e.expression)
        } else if let r = s.as(ReturnStmtSyntax.self) {
            if let v = r.expression {
                let result = returnTypes.last ?? .unknown
                let t = type(v, expected: result)
                checkConversion(t, to: result, at: v, site: closureResultDepth == returnTypes.count ? .closureResult : .returnValue)
                if !returnTypes.isEmpty { noteReturned(t, of: v) }
            }
        } else if let g = s.as(GuardStmtSyntax.self) {
            checkBlock(g.body)
            checkConditions(g.conditions)
        } else if let f = s.as(ForStmtSyntax.self) {
            // `for n: UInt8 in [1, 2]`: the written element type is the literal's context.
            let written = f.typeAnnotation.map { resolveHere($0.type) }
            let element = f.awaitKeyword != nil ? declarations.asyncSequenceElement(of: type(f.sequence))
                : elementType(ofSequence: f.sequence, written: written)
            inScope {
                bind(f.pattern, to: element, constant: true)
                if let w = f.whereClause { _ = type(w.condition) }
                checkStatements(f.body.statements)
            }
        } else if let w = s.as(WhileStmtSyntax.self) {
            inScope {
                checkConditions(w.conditions)
                checkStatements(w.body.statements)
            }
        } else if let r = s.as(RepeatStmtSyntax.self) {
            checkBlock(r.body)
            _ = type(r.condition)
        } else if let d = s.as(DoStmtSyntax.self) {
            checkBlock(d.body)
            for c in d.catchClauses {
                inScope {
                    if c.catchItems.isEmpty { declare("error", .unknown) }
                    for item in c.catchItems {
                        if let p = item.pattern { bind(p, to: .unknown) }
                        if let w = item.whereClause { _ = type(w.condition) }
                    }
                    checkStatements(c.body.statements)
                }
            }
        } else if let t = s.as(ThrowStmtSyntax.self) {
            _ = type(t.expression)
        } else if let d = s.as(DeferStmtSyntax.self) {
            checkBlock(d.body)
        }
    }

    /// Checks `if`/`guard`/`while` conditions in the current scope, binding their names.
    func checkConditions(_ conditions: ConditionElementListSyntax) {
        for c in conditions {
            switch c.condition {
            case .expression(let e):
                _ = type(e, expected: .bool)
            case .optionalBinding(let o):
                let name = o.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText
                let value: SemaType
                if let initial = o.initializer?.value {
                    value = type(initial)
                } else {
                    value = name.map(typeOfName) ?? .unknown
                }
                let declared = resolveHere(o.typeAnnotation?.type)
                bind(o.pattern, to: o.typeAnnotation != nil ? declared : value.unwrapped,
                     constant: o.bindingSpecifier.tokenKind == .keyword(.let))
            case .matchingPattern(let m):
                let subject = type(m.initializer.value)
                bind(m.pattern, to: subject)
            default:
                break
            }
        }
    }

    /// The type of the elements a `for`-`in` loop visits.
    func elementType(ofSequence e: ExprSyntax, written: SemaType? = nil) -> SemaType {
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self),
           ["..<", "..."].contains(op.operator.text) {
            let lower = type(i.leftOperand)
            let upper = type(i.rightOperand, expected: lower)
            // coordlab's ranges hold Ints: one of another integer type would count as one of Ints.
            if let sized = [lower, upper].first(where: { $0.sizedInteger != nil }) {
                unsupported("ranges of '\(sized)'", at: i.operator)
            }
            return lower == .int ? .int : .unknown
        }
        let sequence = type(e, expected: written.map { e.is(ArrayExprSyntax.self) ? .array($0) : .unknown } ?? .unknown)
        if let element = declarations.ownSequenceElement(of: sequence) {
            if recording { expressionTypes[e.id] = sequence }
            return element
        }
        return sequence.standardSequenceElement ?? .unknown
    }
}
