import CoordLabSyntax
import SwiftSyntax

/// Compiling the bodies of functions, methods, initializers, getters and default values.
extension Compiler {
    /// Compiles a function-like body into `code`, laying out `self`, parameters and locals.
    func compileBody(_ code: FunctionCode, _ body: CodeBlockSyntax?, params: FunctionParameterClauseSyntax?,
                     selfType: NominalType?, isStatic: Bool = false, at node: some SyntaxProtocol) throws {
        try compileBody(code, body?.statements ?? [], selfType: selfType, isStatic: isStatic, at: node)
    }

    /// Compiles statements as the body of `code`.
    func compileBody(_ code: FunctionCode, _ items: CodeBlockItemListSyntax, selfType: NominalType?,
                     isStatic: Bool = false, at node: some SyntaxProtocol) throws {
        let ctx = FunctionContext(parent: nil, code: code, selfType: selfType)
        ctx.isStatic = isStatic
        ctx.returnSpec = code.returnSpec
        ctx.isFailableInit = code.isFailable
        ctx.failsByUnwinding = code.isFailable && selfType is ClassType
        ctx.thrownSpec = code.thrownSpec
        ctx.canThrow = code.isThrowing || code.kind == .getter
        ctx.canAwait = code.isAsync
        ctx.isolation = isolation.isIsolated(code)
        let block = Block(loc: loc(node))
        ctx.scopes.append(Scope(block: block))
        if code.hasSelf {
            let slot = ctx.allocate()
            // In an extension of Optional, `self` is an Optional (its value or nil).
            let isOptional = selfType?.extendsStandardType == true && selfType?.name == "Optional"
            let spec = isOptional ? TypeSpec.named("", optional: true) : TypeSpec.named(selfType?.name ?? "")
            // A mutating method of an enum or of an extension of a standard type works on
            // the caller's storage itself (see `Interpreter.callMutatingExtension`), and an
            // enum's initializer on the storage of the value it makes (`constructEnum`). So
            // does one of a protocol's extension for an enum, class or standard conformer (a
            // struct conformer's `self` stays the value itself: see `InoutParameterRead`).
            if code.isMutating, selfType?.extendsStandardType == true || selfType is EnumType || selfType is ProtocolType
                // A protocol extension's initializer: an enum conformer's `self` is the storage
                // of the value it makes.
                || (selfType is ProtocolType && code.kind != .method) {
                ctx.declare("self", .inoutParameter(slot: slot, spec: spec))
            } else {
                ctx.declare("self", .local(slot: slot, kind: .strong, mutable: code.isMutating, spec: spec))
            }
        }
        code.firstParamSlot = ctx.nextSlot
        for p in code.params {
            ctx.declare(p.name, p.isInout ? .inoutParameter(slot: ctx.allocate(), spec: p.spec)
                                          : .local(slot: ctx.allocate(), kind: .strong, mutable: false, spec: p.variadicSpec))
        }
        for (k, p) in code.params.enumerated() {
            guard let name = p.metatypeDefault, let type = try genericParameterMetatype(name, ctx, at: loc(node)) else { continue }
            block.stmts.append(MetatypeDefault(slot: code.firstParamSlot + k, type: type, loc: loc(node)))
        }
        if code.isThrowing || ctx.failsByUnwinding, code.kind == .initializer || code.kind == .convenienceInit {
            code.delegationSlot = ctx.allocate()
            block.initUnwinding = InitUnwinding(
                designatedOwner: code.kind == .initializer ? selfType as? ClassType : nil,
                delegationSlot: code.delegationSlot)
        }
        ctx.boxedNames = capturedNames(in: items)
        try compileStatements(items, into: block, ctx, implicitReturn: !code.returnSpec.name.isEmpty || code.returnSpec.isOptional || code.returnSpec.isFunction)
        code.body = block
        code.slotCount = ctx.nextSlot
    }

    /// Compiles a single expression as a getter body (lazy properties).
    func compileExpressionBody(_ code: FunctionCode, _ e: ExprSyntax, selfType: NominalType?) throws {
        let ctx = FunctionContext(parent: nil, code: code, selfType: selfType)
        ctx.isolation = isolation.isIsolated(code)
        let block = Block(loc: loc(e))
        ctx.scopes.append(Scope(block: block))
        ctx.declare("self", .local(slot: ctx.allocate(), kind: .strong, mutable: false, spec: .named(selfType?.name ?? "")))
        code.firstParamSlot = ctx.nextSlot
        block.stmts.append(ReturnStmt(value: try compileExpr(e, ctx, expected: code.returnSpec), spec: code.returnSpec,
                                      inFailableInit: false, loc: loc(e)))
        code.body = block
        code.slotCount = ctx.nextSlot
    }

    /// Compiles an expression that runs outside any function (default values, statics):
    /// it may create closures but declares no locals of its own. A stored property's value
    /// has the isolation of its type (`isolatedTo`), which makes it in its initializers.
    func compileDetached(_ e: ExprSyntax, spec: TypeSpec, selfType: NominalType?, isolatedTo owner: NominalType? = nil) throws -> Expr {
        let ctx = FunctionContext(parent: nil, code: nil, selfType: selfType)
        ctx.isStatic = true
        ctx.isolation = (selfType ?? owner).map { isolation.isMainActor(type: $0.name) } ?? false
        ctx.scopes.append(Scope(block: nil))
        return try compileExpr(e, ctx, expected: spec)
    }

    /// Compiles statements into a block; a lone expression becomes the return value when
    /// `implicitReturn` (single-expression functions and closures).
    func compileStatements(_ items: CodeBlockItemListSyntax, into block: Block, _ ctx: FunctionContext,
                           implicitReturn: Bool) throws {
        if implicitReturn, let e = ValueBranches.implicitResult(of: items), !isAssignment(e),
           !ValueBranches.isBranching(e) || typed?.givesBodyValue(e) == true {
            let r = ReturnStmt(value: try compileExpr(e, ctx, expected: ctx.returnSpec), spec: ctx.returnSpec,
                               inFailableInit: ctx.isFailableInit, loc: loc(e))
            r.failsByUnwinding = ctx.failsByUnwinding
            block.stmts.append(r)
            return
        }
        try compileItems(items, into: block, ctx)
    }

    /// Whether an expression is an assignment (which is never an implicit return value).
    func isAssignment(_ e: ExprSyntax) -> Bool {
        guard let infix = e.as(InfixOperatorExprSyntax.self) else { return false }
        if infix.operator.is(AssignmentExprSyntax.self) { return true }
        if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return BinaryOperator.compoundAssignments[op] != nil
        }
        return false
    }

    /// Names referenced inside nested closures and local functions (their `var`s get boxed).
    func capturedNames(in node: some SyntaxProtocol) -> Set<String> {
        let f = CapturedNameFinder(viewMode: .sourceAccurate)
        f.isAutoclosure = { [typed] in typed?.autoclosureResult(of: $0) != nil }
        f.walk(node)
        return f.names
    }

    /// The highest `$n` used directly in a closure body (not in nested closures), plus one.
    func shorthandParameterCount(_ node: some SyntaxProtocol) -> Int {
        let f = ShorthandFinder(viewMode: .sourceAccurate)
        for child in node.children(viewMode: .sourceAccurate) { f.walk(child) }
        return f.count
    }
}

/// Collects names referenced inside nested closures and local functions.
final class CapturedNameFinder: SyntaxVisitor {
    var depth = 0
    var names: Set<String> = []
    /// Whether an argument is one of an `@autoclosure` parameter: a closure too, which
    /// shares the variables it reads with the code around it.
    var isAutoclosure: (ExprSyntax) -> Bool = { _ in false }
    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        guard isAutoclosure(node.expression) else { return .visitChildren }
        depth += 1
        walk(node.expression)
        depth -= 1
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: FunctionDeclSyntax) { depth -= 1 }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if depth > 0 { names.insert(node.baseName.text) }
        return .visitChildren
    }
}

/// Finds the `$n` shorthand parameters of one closure.
final class ShorthandFinder: SyntaxVisitor {
    var count = 0
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let t = node.baseName.text
        if t.hasPrefix("$"), let n = Int(t.dropFirst()) { count = max(count, n + 1) }
        return .visitChildren
    }
}
