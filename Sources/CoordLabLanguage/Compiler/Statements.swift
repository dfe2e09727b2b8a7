import CoordLabSyntax
import SwiftSyntax

/// Compiling statements and local declarations.
extension Compiler {
    /// Compiles one top-level item; declarations were registered already.
    func compileTopLevel(_ item: CodeBlockItemSyntax, _ ctx: FunctionContext) throws -> Stmt? {
        if case .decl(let d) = item.item, !d.is(VariableDeclSyntax.self) { return nil }
        return try compileItem(item.item, ctx, ctx.scopes[0].block!)
    }

    /// Compiles a statement, expression or local declaration inside `block`.
    func compileItem(_ item: CodeBlockItemSyntax.Item, _ ctx: FunctionContext, _ block: Block) throws -> Stmt? {
        switch item {
        case .decl(let d):
            if let v = d.as(VariableDeclSyntax.self) { return try compileVariable(v, ctx, block) }
            if let f = d.as(FunctionDeclSyntax.self) { return try compileLocalFunction(f, ctx, block) }
            // Declared with the program's types already (see `LocalTypeDeclarations`).
            if LocalTypeDeclarations.isLocal(d) { return nil }
            throw CompileError.unsupported("local \(describeKind(d))", at: loc(d))
        case .stmt(let s):
            return try compileStmt(s, ctx, block, label: nil)
        case .expr(let e):
            return try compileExprStmt(e, ctx)
        }
    }

    /// An expression in statement position (`if` and `switch` are statements here).
    func compileExprStmt(_ e: ExprSyntax, _ ctx: FunctionContext, label: String? = nil) throws -> Stmt {
        if let i = e.as(IfExprSyntax.self) { return try compileIf(i, ctx) }
        if let s = e.as(SwitchExprSyntax.self) { return try compileSwitch(s, ctx) }
        return ExprStmt(try compileExpr(e, ctx, expected: nil))
    }

    /// Compiles a statement.
    func compileStmt(_ s: StmtSyntax, _ ctx: FunctionContext, _ block: Block, label: String?) throws -> Stmt {
        if let e = s.as(ExpressionStmtSyntax.self) { return try compileExprStmt(e.expression, ctx) }
        if let r = s.as(ReturnStmtSyntax.self) {
            let v = try r.expression.map { try compileExpr($0, ctx, expected: ctx.returnSpec) }
            let stmt = ReturnStmt(value: v, spec: ctx.returnSpec, inFailableInit: ctx.isFailableInit, loc: loc(r))
            stmt.failsByUnwinding = ctx.failsByUnwinding
            return stmt
        }
        if let g = s.as(GuardStmtSyntax.self) {
            var bound: [Int] = []
            let conds = try compileConditions(g.conditions, ctx, bound: &bound)
            ctx.scopes.append(Scope(block: nil))
            let otherwise = try compileBlock(g.body, ctx)
            ctx.scopes.removeLast()
            block.locals += bound
            return GuardStmt(conditions: conds, bound: bound, otherwise: otherwise, loc: loc(g))
        }
        if let w = s.as(WhileStmtSyntax.self) {
            ctx.scopes.append(Scope(block: nil))
            defer { ctx.scopes.removeLast() }
            var bound: [Int] = []
            let conds = try compileConditions(w.conditions, ctx, bound: &bound)
            return WhileStmt(conditions: conds, bound: bound, body: try compileBlock(w.body, ctx), testFirst: true,
                             label: label, loc: loc(w))
        }
        if let r = s.as(RepeatStmtSyntax.self) {
            let body = try compileBlock(r.body, ctx)
            return WhileStmt(conditions: [.test(try compileExpr(r.condition, ctx, expected: .named("Bool")))], bound: [],
                             body: body, testFirst: false, label: label, loc: loc(r))
        }
        if let f = s.as(ForStmtSyntax.self) { return try compileFor(f, ctx, label: label) }
        if let b = s.as(BreakStmtSyntax.self) { return JumpStmt(isBreak: true, label: b.label?.text, loc: loc(b)) }
        if let f = s.as(FallThroughStmtSyntax.self) { return FallthroughStmt(loc: loc(f)) }
        if let c = s.as(ContinueStmtSyntax.self) { return JumpStmt(isBreak: false, label: c.label?.text, loc: loc(c)) }
        if let d = s.as(DoStmtSyntax.self) { return try compileDo(d, ctx, label: label) }
        if let t = s.as(ThrowStmtSyntax.self) {
            try requireHandling(ctx, at: loc(t), isThrow: true)
            // A `rethrows` function throws only what its closure parameters throw: a `throw`
            // of its own is allowed where a `do` handles it, or in a `catch` rethrowing.
            if ctx.throwsOutOfRethrows {
                throw CompileError("a function declared 'rethrows' may only throw if its parameter does", at: loc(t))
            }
            return ThrowStmt(value: try compileExpr(t.expression, ctx, expected: ctx.thrownSpec), loc: loc(t))
        }
        if let d = s.as(DeferStmtSyntax.self) {
            let flag = ctx.allocate()
            ctx.scopes.append(Scope(block: nil))
            defer { ctx.scopes.removeLast() }
            let stmt = DeferStmt(position: block.locals.count, flagSlot: flag, body: try compileBlock(d.body, ctx), loc: loc(d))
            block.defers.append(stmt)
            return stmt
        }
        if let l = s.as(LabeledStmtSyntax.self) { return try compileStmt(l.statement, ctx, block, label: l.label.text) }
        throw CompileError.unsupported(describeKind(s), at: loc(s))
    }

    /// A `{ … }` body with its own scope.
    func compileBlock(_ body: CodeBlockSyntax, _ ctx: FunctionContext) throws -> Block {
        try compileBranch(body.statements, at: body, ctx, yield: nil)
    }

    /// `do { … } catch … { … }`; a `do` without clauses is a plain scope.
    func compileDo(_ d: DoStmtSyntax, _ ctx: FunctionContext, label: String?) throws -> Stmt {
        let outerThrown = ctx.thrownSpec
        if let t = d.throwsClause?.type { ctx.thrownSpec = TypeSpec(t) }
        let exhaustive = d.catchClauses.contains { c in
            c.catchItems.isEmpty || c.catchItems.contains { $0.whereClause == nil && catchesAll($0.pattern) }
        }
        if exhaustive { ctx.exhaustiveDoDepth += 1 } else if !d.catchClauses.isEmpty { ctx.partialDoDepth += 1 }
        let body = try compileBlock(d.body, ctx)
        if exhaustive { ctx.exhaustiveDoDepth -= 1 } else if !d.catchClauses.isEmpty { ctx.partialDoDepth -= 1 }
        ctx.thrownSpec = outerThrown
        if d.catchClauses.isEmpty, label == nil { return DoStmt(body: body, loc: loc(d)) }
        var clauses: [DoCatchStmt.Clause] = []
        for c in d.catchClauses {
            ctx.scopes.append(Scope(block: nil))
            defer { ctx.scopes.removeLast() }
            var bound: [Int] = []
            var items: [(pattern: Pattern, condition: Expr?)] = []
            var errorSlot = -1
            if c.catchItems.isEmpty {
                errorSlot = ctx.allocate()
                ctx.declare("error", .local(slot: errorSlot, kind: .strong, mutable: false, spec: .named("Error")))
                bound.append(errorSlot)
            }
            for item in c.catchItems {
                let pattern = try item.pattern.map { try compilePattern($0, ctx, bound: &bound) } ?? .wildcard
                if item.pattern == nil {
                    errorSlot = ctx.allocate()
                    ctx.declare("error", .local(slot: errorSlot, kind: .strong, mutable: false, spec: .named("Error")))
                    bound.append(errorSlot)
                }
                let condition = try item.whereClause.map { try compileExpr($0.condition, ctx, expected: .named("Bool")) }
                items.append((pattern, condition))
            }
            ctx.catchClauseDepth += 1
            defer { ctx.catchClauseDepth -= 1 }
            clauses.append(.init(items: items, errorSlot: errorSlot,
                                 body: try compileBlock(c.body, ctx), bound: bound))
        }
        return DoCatchStmt(body: body, clauses: clauses, label: label, loc: loc(d))
    }

    /// Whether a catch pattern matches every error (`_`, `let e`).
    func catchesAll(_ p: PatternSyntax?) -> Bool {
        guard let p else { return true }
        if p.is(WildcardPatternSyntax.self) || p.is(IdentifierPatternSyntax.self) { return true }
        if let v = p.as(ValueBindingPatternSyntax.self) { return catchesAll(v.pattern) }
        if let e = p.as(ExpressionPatternSyntax.self) { return e.expression.is(DiscardAssignmentExprSyntax.self) }
        return false
    }

    /// Refuses a `throw` or `try` whose error nothing would handle, as swiftc does: outside
    /// a `throws` function (or closure, or the top level) and any `do` with a catch-all.
    func requireHandling(_ ctx: FunctionContext, at l: CodeLocation, isThrow: Bool) throws {
        guard !ctx.canThrow, ctx.exhaustiveDoDepth == 0 else { return }
        if ctx.partialDoDepth > 0 {
            throw CompileError((isThrow ? "error is not handled" : "errors thrown from here are not handled")
                               + " because the enclosing catch is not exhaustive", at: l)
        }
        throw CompileError(isThrow ? "error is not handled because the enclosing function is not declared 'throws'"
                                   : "errors thrown from here are not handled", at: l)
    }

    /// `let`/`var` declarations: globals at the top level, slots elsewhere.
    func compileVariable(_ v: VariableDeclSyntax, _ ctx: FunctionContext, _ block: Block) throws -> Stmt {
        try rejectAttributes(v.attributes)
        let kind = referenceKind(v.modifiers)
        let mutable = v.bindingSpecifier.text == "var"
        var stmts: [Stmt] = []
        for b in v.bindings {
            if b.pattern.is(WildcardPatternSyntax.self), let value = b.initializer?.value {
                stmts.append(ExprStmt(Discard(value: try compileExpr(value, ctx, expected: nil), loc: loc(b))))
                continue
            }
            if let tuple = b.pattern.as(TuplePatternSyntax.self) {
                stmts.append(try compileDestructuring(tuple, b, kind: kind, mutable: mutable, ctx, block))
                continue
            }
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw CompileError.unsupported("destructuring declarations", at: loc(b.pattern))
            }
            if b.accessorBlock != nil {
                guard ctx.isTopLevel, ctx.scopes.count == 1, globalAccessors[name] != nil else {
                    throw CompileError.unsupported("local computed variables and local observers", at: loc(b))
                }
                // A computed variable has nothing to run here; a stored one with observers
                // stores its initial value directly, as Swift does.
                if globalAccessors[name]?.getter != nil { continue }
            }
            var spec = declaredSpec(b)
            if let value = b.initializer?.value {
                try rejectLazySequence(value, "storing")
                try rejectStoredVoid(b, value)
            }
            let initial = try b.initializer.map { try compileExpr($0.value, ctx, expected: spec) }
            // `let done = completion`: a function's type keeps whether it throws.
            if b.typeAnnotation == nil, let f = initial?.staticSpec, f.isFunction { spec.throwsError = f.throwsError }
            // `let x = o.map { … }`: an inferred type that is known to be an Optional stays one.
            if b.typeAnnotation == nil, initial is OptionalMap {
                spec = .named("", optional: true)
                if ctx.isTopLevel, ctx.scopes.count == 1, let g = globals[name] { globals[name] = (g.index, spec) }
            }
            if ctx.isTopLevel, ctx.scopes.count == 1, let g = globals[name] {
                stmts.append(VarDeclStmt(target: GlobalLValue(index: g.index, spec: spec, loc: loc(b)), initial: initial,
                                         spec: spec, boxed: false, name: name, loc: loc(b)))
                continue
            }
            let slot = ctx.allocate()
            let boxed = mutable && ctx.boxedNames.contains(name)
            ctx.declare(name, .local(slot: slot, kind: kind, mutable: mutable, spec: spec))
            block.locals.append(slot)
            stmts.append(VarDeclStmt(target: LocalLValue(slot: slot, kind: kind, spec: spec, loc: loc(b)), initial: initial,
                                     spec: spec, boxed: boxed, name: name, loc: loc(b)))
        }
        if stmts.count == 1 { return stmts[0] }
        let group = Block(loc: loc(v))
        group.stmts = stmts
        return group
    }

    /// A function declared inside a function: a closure bound to a local slot.
    func compileLocalFunction(_ f: FunctionDeclSyntax, _ ctx: FunctionContext, _ block: Block) throws -> Stmt {
        let code = try functionHeader(f, kind: .closure, hasSelf: false)
        let slot = ctx.allocate()
        let closure = try compileClosureBody(code, f.body?.statements ?? [], captureList: nil, ctx, at: f,
                                             recursiveName: code.name, siblings: ctx.laterSiblings)
        ctx.declare(code.name, .local(slot: slot, kind: .strong, mutable: false, spec: TypeSpec(name: "", isOptional: false, isFunction: true, element: nil)))
        block.locals.append(slot)
        return LocalFunctionDecl(slot: slot, closure: closure, loc: loc(f))
    }

    /// Conditions of `if`, `guard` and `while`; declares bindings in the current scope.
    func compileConditions(_ list: ConditionElementListSyntax, _ ctx: FunctionContext, bound: inout [Int]) throws -> [Condition] {
        var out: [Condition] = []
        for c in list {
            switch c.condition {
            case .expression(let e):
                out.append(.test(try compileExpr(e, ctx, expected: .named("Bool"))))
            case .optionalBinding(let ob):
                // `let _ = x` binds nothing: Swift tests the value and releases it at once.
                if ob.pattern.is(WildcardPatternSyntax.self)
                    || ob.pattern.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self) == true,
                   let i = ob.initializer {
                    out.append(.match(.some(.wildcard), try compileExpr(i.value, ctx, expected: nil)))
                    continue
                }
                // `if let (a, b) = pair`: Swift's `if case let (a, b)? = pair`.
                if ob.pattern.is(TuplePatternSyntax.self) || ob.pattern.as(ExpressionPatternSyntax.self)?.expression.is(TupleExprSyntax.self) == true,
                   let i = ob.initializer {
                    let subject = try compileExpr(i.value, ctx, expected: nil)
                    let p = try compilePattern(ob.pattern, ctx, bound: &bound, mutable: ob.bindingSpecifier.text == "var", binding: true)
                    out.append(.match(.some(p), subject))
                    continue
                }
                guard let name = ob.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw CompileError.unsupported("this binding pattern", at: loc(ob.pattern))
                }
                let e: Expr
                if let i = ob.initializer { e = try compileExpr(i.value, ctx, expected: nil) }
                else { e = try compileIdentifier(name, ctx, at: ob.pattern) }
                let slot = ctx.allocate()
                let mutable = ob.bindingSpecifier.text == "var"
                ctx.declare(name, .local(slot: slot, kind: .strong, mutable: mutable, spec: e.staticSpec.nonOptional))
                bound.append(slot)
                out.append(.bind(slot: slot, e, boxed: mutable && ctx.boxedNames.contains(name), name: name))
            case .matchingPattern(let mp):
                let subject = try compileExpr(mp.initializer.value, ctx, expected: nil)
                out.append(.match(try compilePattern(mp.pattern, ctx, bound: &bound, enumType: subject.staticSpec.name,
                                                     bindSpec: subject.staticSpec), subject))
            case .availability(let a):
                out.append(.test(Literal(.bool(AvailabilityConditions.holds(a)), loc: loc(a))))
            default:
                throw CompileError.unsupported("this condition", at: loc(c))
            }
        }
        return out
    }

    /// `if … { } else …`; with `yield`, an `if` expression whose branches hand it their value.
    func compileIf(_ i: IfExprSyntax, _ ctx: FunctionContext, yield: BranchYield? = nil) throws -> Stmt {
        ctx.scopes.append(Scope(block: nil))
        var bound: [Int] = []
        let conds = try compileConditions(i.conditions, ctx, bound: &bound)
        let then = try compileBranch(i.body.statements, at: i.body, ctx, yield: yield)
        ctx.scopes.removeLast()
        var otherwise: Stmt?
        switch i.elseBody {
        case .ifExpr(let e)?: otherwise = try compileIf(e, ctx, yield: yield)
        case .codeBlock(let b)?: otherwise = try compileBranch(b.statements, at: b, ctx, yield: yield)
        case nil: otherwise = nil
        }
        return IfStmt(conditions: conds, bound: bound, then: then, otherwise: otherwise, loc: loc(i))
    }

    /// `for pattern in sequence where … { }`.
    func compileFor(_ f: ForStmtSyntax, _ ctx: FunctionContext, label: String?) throws -> Stmt {
        if f.awaitKeyword != nil { return try compileForAwait(f, ctx, label: label) }
        let wrapped = wrappedOwnSequence(f.sequence)
        let seq = try compileExpr(wrapped?.base ?? f.sequence, ctx, expected: nil)
        let limit = try wrapped?.limit.map { try compileExpr($0, ctx, expected: .named("Int")) }
        ctx.scopes.append(Scope(block: nil))
        defer { ctx.scopes.removeLast() }
        let iteration = try wrapped != nil || mayBeOwnSequence(f.sequence)
            ? ownSequenceIteration(at: loc(f.sequence), enumerates: wrapped?.enumerates == true, limit: limit, ctx) : nil
        var bound: [Int] = []
        let element = seq.staticSpec.name == "Array" ? TypeSpec.named(seq.staticSpec.element ?? "") : .unknown
        let pattern = try compilePattern(f.pattern, ctx, bound: &bound, bindSpec: element)
        let filter = try f.whereClause.map { try compileExpr($0.condition, ctx, expected: .named("Bool")) }
        let body = try compileBlock(f.body, ctx)
        let loop = ForInStmt(sequence: seq, pattern: pattern, filter: filter, body: body, label: label, bound: bound, loc: loc(f))
        return iteration.map { IteratorForInStmt(loop: loop, iteration: $0, loc: loc(f)) } ?? loop
    }

    /// `switch subject { case …: … default: … }`; with `yield`, a `switch` expression whose
    /// cases hand it their value.
    func compileSwitch(_ s: SwitchExprSyntax, _ ctx: FunctionContext, yield: BranchYield? = nil) throws -> Stmt {
        let subject = try compileExpr(s.subject, ctx, expected: nil)
        (subject as? TupleLiteral)?.formsSingleValue = true
        var clauses: [SwitchStmt.Clause] = []
        for c in s.cases {
            guard case .switchCase(let sc) = c else { throw CompileError.unsupported("#if in switch", at: loc(c)) }
            ctx.scopes.append(Scope(block: nil))
            defer { ctx.scopes.removeLast() }
            ctx.declare(Self.casePatternsMarker, .global(index: -1, spec: .unknown))
            var bound: [Int] = []
            var patterns: [Pattern] = []
            var guards: [Expr?] = []
            switch sc.label {
            case .default:
                patterns = [.wildcard]
                guards = [nil]
            case .case(let label):
                for item in label.caseItems {
                    patterns.append(try compilePattern(item.pattern, ctx, bound: &bound, enumType: subject.staticSpec.name,
                                                       bindSpec: subject.staticSpec))
                    guards.append(try item.whereClause.map { try compileExpr($0.condition, ctx, expected: .named("Bool")) })
                }
            }
            let body = try compileBranch(sc.statements, at: sc, ctx, yield: yield)
            clauses.append(.init(patterns: patterns, guards: guards, body: body, bound: bound))
        }
        try FallthroughTargets.check(s, at: { self.loc($0) })
        try FallthroughTargets.checkPatternsBindAlike(s, at: { self.loc($0) })
        try checkExhaustive(clauses, subject: subject, at: s)
        return SwitchStmt(subject: subject, clauses: clauses, loc: loc(s))
    }

    /// Patterns of `case`, `for` and `if case`; binding names are declared in the current scope.
    func compilePattern(_ p: PatternSyntax, _ ctx: FunctionContext, bound: inout [Int], enumType: String = "",
                        bindSpec: TypeSpec = .unknown, mutable: Bool = false, binding: Bool = false) throws -> Pattern {
        if p.is(WildcardPatternSyntax.self) { return .wildcard }
        if let i = p.as(IdentifierPatternSyntax.self) {
            return bind(i.identifier.text, ctx, bound: &bound, spec: bindSpec, mutable: mutable)
        }
        if let v = p.as(ValueBindingPatternSyntax.self) {
            return try compilePattern(v.pattern, ctx, bound: &bound, enumType: enumType, bindSpec: bindSpec,
                                      mutable: v.bindingSpecifier.text == "var", binding: true)
        }
        if let t = p.as(TuplePatternSyntax.self) {
            return .tuple(try t.elements.map { try compilePattern($0.pattern, ctx, bound: &bound, mutable: mutable, binding: binding) })
        }
        if let t = p.as(IsTypePatternSyntax.self) {
            try refuseGenericPatternType(t.type, ctx)
            return .isType(castSpec(t.type), nil)
        }
        if let e = p.as(ExpressionPatternSyntax.self) {
            let spec = bindSpec.name.isEmpty ? TypeSpec.named(enumType) : bindSpec
            return try exprPattern(e.expression, ctx, bound: &bound,
                                   PatternContext(binding: binding, mutable: mutable, spec: spec))
        }
        throw CompileError.unsupported("this pattern", at: loc(p))
    }
}

extension TypeSpec {
    /// The same type without its optionality (what `if let` binds).
    var nonOptional: TypeSpec {
        var t = self
        t.isOptional = false
        return t
    }
}
