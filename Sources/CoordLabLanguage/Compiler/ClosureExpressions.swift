import CoordLabSyntax
import SwiftSyntax

/// Compiling closures and their captures.
extension Compiler {
    /// `{ [capture list] (params) in body }`.
    func compileClosure(_ c: ClosureExprSyntax, _ ctx: FunctionContext) throws -> Expr {
        try requireSynchronousBinding(c)
        var params: [Parameter] = []
        switch c.signature?.parameterClause {
        case .simpleInput(let list)?:
            params = list.map { Parameter(label: nil, name: $0.name.text, spec: .unknown, defaultValue: nil) }
        case .parameterClause(let clause)?:
            params = clause.parameters.map {
                var p = Parameter(label: nil, name: $0.secondName?.text ?? $0.firstName.text, spec: TypeSpec($0.type), defaultValue: nil)
                p.isInout = $0.type?.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
                return p
            }
        case nil:
            let n = shorthandParameterCount(c.statements)
            params = (0..<n).map { Parameter(label: nil, name: "$\($0)", spec: .unknown, defaultValue: nil) }
        }
        // A parameter without a written type has the type the checker found from the context.
        if let checked = typed?.parameterTypes(of: c) {
            for k in params.indices where params[k].spec == .unknown && k < checked.count {
                params[k].spec = TypeSpec(checked[k])
            }
        }
        // A parameter its context makes `inout` (`{ $0.count += 1 }` for `(inout State) -> Void`).
        if let inouts = typed?.inoutParameters(of: c) {
            let written = c.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self)?.parameters.map { $0.type != nil } ?? []
            for k in params.indices where k < inouts.count && inouts[k] && !(k < written.count && written[k]) {
                params[k].isInout = true
            }
        }
        if isReduceIntoBody(c), !params.isEmpty, c.signature?.parameterClause?.is(ClosureParameterClauseSyntax.self) != true {
            params[0].isInout = true
        }
        let ret = TypeSpec(c.signature?.returnClause?.type)
        let code = FunctionCode(name: "closure", kind: .closure, params: params, returnSpec: ret, hasSelf: false,
                                isMutating: false, location: loc(c))
        code.isThrowing = c.signature?.effectSpecifiers?.throwsClause != nil
        code.isAsync = c.signature?.effectSpecifiers?.asyncSpecifier != nil || OwnBodySearch.contains(in: c.statements) { $0.isAwaitPoint }
            || Self.isTaskOperation(c)
        if Self.isTaskOperation(c, detachedOnly: true), OwnBodySearch.contains(in: c.statements, where: {
            $0.as(TryExprSyntax.self).map { $0.questionOrExclamationMark == nil } ?? false
        }) {
            throw CompileError.unsupported("'Task.detached' with a body that throws", at: loc(c))
        }
        code.thrownSpec = c.signature?.effectSpecifiers?.throwsClause?.type.map { TypeSpec($0) }
        return try compileClosureBody(code, c.statements, captureList: c.signature?.capture, ctx, at: c)
    }

    /// Whether `c` is the operation of `Task { … }`, `Task(priority:) { … }` or
    /// `Task.detached { … }` (only that one when `detachedOnly`), which is async whether it
    /// awaits or not.
    static func isTaskOperation(_ c: ClosureExprSyntax, detachedOnly: Bool = false) -> Bool {
        var parent = c.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self) else { return false }
        if let d = call.calledExpression.as(DeclReferenceExprSyntax.self) { return !detachedOnly && d.baseName.text == "Task" }
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task" && m.declName.baseName.text == "detached"
    }

    /// Whether `c` is the body of `reduce(into:_:)`, whose first parameter Swift makes
    /// `inout` even when the closure does not say so (`{ $0 += $1 }`, `{ acc, x in … }`).
    func isReduceIntoBody(_ c: ClosureExprSyntax) -> Bool {
        var parent = c.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "reduce" else { return false }
        return call.arguments.first?.label?.text == "into"
    }

    /// Where `name` is first referenced in a closure body (the end when it is not).
    func firstUse(of name: String, in items: CodeBlockItemListSyntax) -> CodeLocation {
        for token in items.tokens(viewMode: .sourceAccurate) where token.text == name {
            return loc(token)
        }
        return CodeLocation(file: source.fileName, line: Int.max, column: 0)
    }

    /// Compiles a closure or local function body in a context nested in `ctx`.
    /// A local function's body that names the function itself (`recursiveName`) reads its own
    /// closure from a slot filled when the call starts (see `LocalFunctionSelf`).
    func compileClosureBody(_ code: FunctionCode, _ items: CodeBlockItemListSyntax, captureList: ClosureCaptureClauseSyntax?,
                            _ ctx: FunctionContext, at node: some SyntaxProtocol, recursiveName: String? = nil,
                            siblings: [LaterSibling] = [], isLaterSibling: Bool = false) throws -> ClosureLiteral {
        let (inner, block) = closureContext(code, ctx, at: node)
        inner.isLaterSibling = isLaterSibling
        if let c = node.as(ClosureExprSyntax.self) { inner.isolation = closureIsolation(c) }
        else if isolation.isIsolated(code) { inner.isolation = true }
        // A closure throws if its body does; a local function only if declared `throws`.
        inner.canThrow = code.isThrowing || node.is(ClosureExprSyntax.self)
        for item in captureList?.items ?? [] {
            let kind: ReferenceKind
            switch item.specifier?.specifier.text {
            case "weak": kind = .weak
            case "unowned": kind = .unowned
            default: kind = .strong
            }
            let name = item.name.text
            let source: Expr
            if let i = item.initializer { source = try compileExpr(i.value, ctx, expected: nil) }
            else { source = try compileIdentifier(name, ctx, at: item) }
            let slot = inner.allocate()
            inner.captureSources.append(.value(source, kind))
            code.captureSlots.append(slot)
            code.captureNames.append(name)
            inner.captureFirstUse.append(firstUse(of: name, in: items))
            inner.declare(name, .capture(slot: slot, kind: kind, spec: source.staticSpec))
        }
        code.firstParamSlot = inner.nextSlot
        for p in code.params {
            inner.declare(p.name, p.isInout ? .inoutParameter(slot: inner.allocate(), spec: p.spec)
                                            : .local(slot: inner.allocate(), kind: .strong, mutable: false, spec: p.variadicSpec))
        }
        inner.boxedNames = capturedNames(in: items)
        var selfReference: LocalFunctionSelf?
        let groupNames = Set([recursiveName].compactMap { $0 } + siblings.map(\.name))
        if let recursiveName, items.tokens(viewMode: .sourceAccurate).contains(where: { groupNames.contains($0.text) }) {
            let slot = inner.allocate()
            inner.declare(recursiveName, .local(slot: slot, kind: .strong, mutable: false,
                                                spec: TypeSpec(name: "", isOptional: false, isFunction: true, element: nil)))
            block.locals.append(slot)
            selfReference = LocalFunctionSelf(slot: slot, loc: loc(node))
            block.stmts.append(selfReference!)
            inner.siblingNames.insert(recursiveName)
            try makeLaterSiblings(siblings, namedIn: items, inner, block)
        }
        try compileStatements(items, into: block, inner, implicitReturn: true)
        let literal = finishClosure(code, inner, block, at: node)
        selfReference?.literal = literal
        return literal
    }

    /// The context and outermost block of a closure's body, nested in `ctx`.
    func closureContext(_ code: FunctionCode, _ ctx: FunctionContext,
                        at node: some SyntaxProtocol) -> (FunctionContext, Block) {
        let inner = FunctionContext(parent: ctx, code: code, selfType: nil)
        inner.returnSpec = code.returnSpec
        inner.thrownSpec = code.thrownSpec
        inner.canAwait = code.isAsync
        let block = Block(loc: loc(node))
        inner.scopes.append(Scope(block: block))
        return (inner, block)
    }

    /// The closure literal of a body compiled in `inner`: its captures laid out in the
    /// order of their first use, as Swift lays them out.
    func finishClosure(_ code: FunctionCode, _ inner: FunctionContext, _ block: Block,
                       at node: some SyntaxProtocol) -> ClosureLiteral {
        let order = inner.captureFirstUse.indices.sorted {
            let a = inner.captureFirstUse[$0], b = inner.captureFirstUse[$1]
            return (a.line, a.column, $0) < (b.line, b.column, $1)
        }
        inner.captureSources = order.map { inner.captureSources[$0] }
        code.captureSlots = order.map { code.captureSlots[$0] }
        code.captureNames = order.map { code.captureNames[$0] }
        code.body = block
        code.slotCount = inner.nextSlot
        let literal = ClosureLiteral(code: code, sources: inner.captureSources, loc: loc(node))
        literal.genericFunction = genericFunctionAround(inner)?.code?.name
        return literal
    }

    /// The generic function whose body holds the closure compiled in `ctx` (through
    /// closures nested in one another): its own generic parameters are the closure's too.
    func genericFunctionAround(_ ctx: FunctionContext) -> FunctionContext? {
        var cur: FunctionContext? = ctx
        while let c = cur, c.code?.kind == .closure { cur = c.parent }
        guard let f = cur, f !== ctx, f.parent == nil, f.code?.genericParameters.isEmpty == false else { return nil }
        return f
    }
}
