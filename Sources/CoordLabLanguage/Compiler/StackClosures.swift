import SwiftSyntax

/// Local closures Swift keeps on the stack. A `let` bound to a closure literal that the
/// code after it only calls does not escape: swiftc makes it a closure on the stack whose
/// context dies as its last call returns (after the loop or branch that holds it; right
/// away if it is never called), not at the end of its scope. It shows when the context alone holds what the capture
/// list copied: `let c = { [screen] in … }` after `screen = nil`, or `[x = Screen()]`.
/// A closure that is passed, stored, copied or captured lives to the end of its scope.
extension Compiler {
    /// Compiles `items` into `block`, ending each stack closure's life where Swift does:
    /// after the statement of its last call, and at the start of a branch that leaves
    /// without calling it.
    func compileItems(_ items: CodeBlockItemListSyntax, into block: Block, _ ctx: FunctionContext) throws {
        let list = Array(items)
        var plan = StackClosures.Plan()
        if let inherited = ctx.stackClosureEnds.removeValue(forKey: items.id) {
            plan.place(inherited, in: list[...], declaredAt: nil)
        }
        for (k, item) in list.enumerated() {
            guard let name = StackClosures.name(declaredBy: item),
                  let names = StackClosures.holders(of: name, in: list[(k + 1)...]) else { continue }
            plan.place(names, in: list[(k + 1)...], declaredAt: k)
        }
        for (body, names) in plan.branches { ctx.stackClosureEnds[body, default: []] += names }
        for (call, names) in plan.calls { ctx.stackClosureEnds[call, default: []] += names }
        endLifetimes(of: plan.atStart, in: block, ctx, at: items)
        for (k, item) in list.enumerated() {
            ctx.laterSiblings = LaterSibling.following(k, in: list)
            if let s = try compileItem(item.item, ctx, block) { block.stmts.append(s) }
            endLifetimes(of: plan.after[k] ?? [], in: block, ctx, at: item)
        }
    }

    /// The call `c` of a local, ending the lives of the stack closures that die as it
    /// returns (see `compileItems`).
    func endingStackClosures(after c: FunctionCallExprSyntax, _ call: Expr, _ ctx: FunctionContext) -> Expr {
        guard let names = ctx.stackClosureEnds.removeValue(forKey: c.id) else { return call }
        return EndingLifetimes(call, slots: slots(of: names, ctx), loc: call.loc)
    }

    /// Appends the end of each named local's life to `block`.
    private func endLifetimes(of names: [String], in block: Block, _ ctx: FunctionContext, at node: some SyntaxProtocol) {
        for slot in slots(of: names, ctx) { block.stmts.append(EndLifetimeStmt(slot: slot, loc: loc(node))) }
    }

    /// The slots of the named `let` locals in scope.
    private func slots(of names: [String], _ ctx: FunctionContext) -> [Int] {
        names.compactMap { name in
            guard case .local(let slot, _, false, _)? = ctx.lookupHere(name) else { return nil }
            return slot
        }
    }
}

/// Finding the stack closures of a block (see `Compiler.compileItems`).
enum StackClosures {
    /// Where a block's stack closures die: at its start, after an item, or at the start
    /// of a nested branch (by the branch's statement list).
    struct Plan {
        var atStart: [String] = []
        var after: [Int: [String]] = [:]
        var branches: [SyntaxIdentifier: [String]] = [:]
        /// Calls after which it dies, by the call's node.
        var calls: [SyntaxIdentifier: [String]] = [:]

        /// Places the end of `names` (one closure and its copies) in `items`, which
        /// follow its declaration (at `declaredAt`), or begin a branch it lives into.
        mutating func place(_ names: [String], in items: ArraySlice<CodeBlockItemSyntax>, declaredAt k: Int?) {
            let set = Set(names)
            let last = items.indices.last { uses(set, items[$0]) && !isDiscard(items[$0], of: names) }
            for g in items.indices where g < (last ?? items.endIndex) && !uses(set, items[g]) {
                for body in exitingBranches(of: items[g]) { branches[body, default: []] += names }
            }
            guard let last else {
                if let k { after[k, default: []] += names } else { atStart += names }
                return
            }
            if let i = items[last].item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? items[last].item.as(IfExprSyntax.self), !i.conditions.contains(where: { uses(set, $0) }) {
                for body in StackClosures.bodies(of: i) { branches[body.id, default: []] += names }
            }
            // In a statement that is not a loop or a branch, it dies as its last call returns.
            if !StackClosures.isCompound(items[last]), let call = StackClosures.lastCallNode(of: set, in: items[last]) {
                calls[call, default: []] += names
                return
            }
            after[last, default: []] += names
        }
    }

    /// Whether an item holds statements of its own (a loop, a branch, a `do`), whose
    /// last call may run again or on one path only.
    static func isCompound(_ item: CodeBlockItemSyntax) -> Bool {
        let node = item.item.as(ExpressionStmtSyntax.self).map { Syntax($0.expression) } ?? Syntax(item.item)
        return [SyntaxKind.ifExpr, .switchExpr, .guardStmt, .forStmt, .whileStmt, .repeatStmt, .doStmt].contains(node.kind)
    }

    /// The last call of one of `names` in `item` (in source order, which is the order it runs).
    static func lastCallNode(of names: Set<String>, in item: CodeBlockItemSyntax) -> SyntaxIdentifier? {
        item.item.tokens(viewMode: .sourceAccurate).reversed().lazy.compactMap { token -> SyntaxIdentifier? in
            guard case .identifier(let t) = token.tokenKind, names.contains(t),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let call = reference.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.id == reference.id else { return nil }
            return call.id
        }.first
    }

    /// Whether `node` mentions one of `names`.
    static func uses(_ names: Set<String>, _ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { if case .identifier(let t) = $0.tokenKind { return names.contains(t) } else { return false } }
    }

    /// The statement lists of an `if`'s branches (its `else if`s' too).
    static func bodies(of i: IfExprSyntax) -> [CodeBlockItemListSyntax] {
        switch i.elseBody {
        case .ifExpr(let next)?: return [i.body.statements] + bodies(of: next)
        case .codeBlock(let b)?: return [i.body.statements, b.statements]
        case nil: return [i.body.statements]
        }
    }

    /// The branches of a statement that leave the scope without coming back: a `guard`'s
    /// `else`, and an `if`'s bodies that end in `return` or `throw`.
    static func exitingBranches(of item: CodeBlockItemSyntax) -> [SyntaxIdentifier] {
        if let g = item.item.as(GuardStmtSyntax.self) { return [g.body.statements.id] }
        guard let i = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? item.item.as(IfExprSyntax.self) else { return [] }
        return bodies(of: i).filter { body in
            guard let last = body.last?.item else { return false }
            return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
        }.map(\.id)
    }

    /// The name a `let name = { … }` item declares (with or without a type annotation).
    static func name(declaredBy item: CodeBlockItemSyntax) -> String? {
        guard let v = item.item.as(VariableDeclSyntax.self), v.bindingSpecifier.tokenKind == .keyword(.let),
              v.attributes.isEmpty, v.modifiers.isEmpty, v.bindings.count == 1, let b = v.bindings.first,
              let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              b.initializer?.value.is(ClosureExprSyntax.self) == true else { return nil }
        return name
    }

    /// The names that hold a stack closure in the items after its declaration: its own and
    /// its copies' (`let other = name`); nil when they use it other than by calling it (it
    /// escapes, or a nested declaration hides the name). `_ = name` is no use.
    static func holders(of name: String, in rest: ArraySlice<CodeBlockItemSyntax>) -> [String]? {
        var names = [name]
        for item in rest {
            if let copy = copyName(declaredBy: item, of: names) {
                names.append(copy)
                continue
            }
            if isDiscard(item, of: names) { continue }
            let finder = UseFinder(names: Set(names))
            finder.walk(item)
            if finder.escapes { return nil }
        }
        return names
    }

    /// The name of `let copy = name` for one of `names`.
    private static func copyName(declaredBy item: CodeBlockItemSyntax, of names: [String]) -> String? {
        guard let v = item.item.as(VariableDeclSyntax.self), v.bindingSpecifier.tokenKind == .keyword(.let),
              v.bindings.count == 1, let b = v.bindings.first, b.typeAnnotation == nil,
              let copy = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !names.contains(copy),
              let source = b.initializer?.value.as(DeclReferenceExprSyntax.self),
              names.contains(source.baseName.text) else { return nil }
        return copy
    }

    /// Whether the item is `_ = name` for one of `names`.
    static func isDiscard(_ item: CodeBlockItemSyntax, of names: [String]) -> Bool {
        guard let e = item.item.as(InfixOperatorExprSyntax.self), e.operator.is(AssignmentExprSyntax.self),
              e.leftOperand.is(DiscardAssignmentExprSyntax.self),
              let r = e.rightOperand.as(DeclReferenceExprSyntax.self) else { return false }
        return names.contains(r.baseName.text)
    }

    /// Notes a use of the names in one item other than a direct call.
    private final class UseFinder: SyntaxVisitor {
        let names: Set<String>
        var escapes = false
        /// Nesting depth in closures, local functions and `defer`s, where a use captures.
        private var captureDepth = 0

        init(names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard names.contains(node.baseName.text) else { return .visitChildren }
            if let m = node.parent?.as(MemberAccessExprSyntax.self), m.declName.id == node.id { return .visitChildren }
            let call = node.parent?.as(FunctionCallExprSyntax.self)
            if captureDepth > 0 || call?.calledExpression.id != node.id { escapes = true }
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            if names.contains(node.identifier.text) { escapes = true }
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enter() }
        override func visitPost(_ node: ClosureExprSyntax) { captureDepth -= 1 }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
        override func visitPost(_ node: FunctionDeclSyntax) { captureDepth -= 1 }
        override func visit(_ node: DeferStmtSyntax) -> SyntaxVisitorContinueKind { enter() }
        override func visitPost(_ node: DeferStmtSyntax) { captureDepth -= 1 }

        private func enter() -> SyntaxVisitorContinueKind {
            captureDepth += 1
            return .visitChildren
        }
    }
}
