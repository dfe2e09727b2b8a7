import SwiftSyntax
import CoordLabSyntax
import CoordLabSema

/// What a name refers to while compiling.
enum Binding {
    /// A slot in the current frame (locals, parameters, `self`, captures).
    case local(slot: Int, kind: ReferenceKind, mutable: Bool, spec: TypeSpec)
    /// A capture-list entry of a closure.
    case capture(slot: Int, kind: ReferenceKind, spec: TypeSpec)
    /// A top-level variable.
    case global(index: Int, spec: TypeSpec)
    /// An `inout` parameter: its slot holds the caller's storage.
    case inoutParameter(slot: Int, spec: TypeSpec)
}

/// A block's names and the `Block` node that releases its locals.
final class Scope {
    var names: [String: Binding] = [:]
    let block: Block?
    init(block: Block?) { self.block = block }
}

/// Compile-time state of one function, method, closure or top-level input: slot
/// allocation, nested scopes, and captures from the enclosing function.
final class FunctionContext {
    /// The enclosing function (closures and local functions).
    let parent: FunctionContext?
    /// The code being compiled.
    let code: FunctionCode?
    /// The type whose members are in scope as implicit `self` members.
    let selfType: NominalType?
    /// Whether this is the top level (its outermost variables are globals).
    let isTopLevel: Bool
    /// Declared return type (for `return .init()` and literals).
    var returnSpec: TypeSpec = .unknown
    /// Next free slot.
    var nextSlot = 0
    /// Innermost scope last.
    var scopes: [Scope] = []
    /// Captures discovered so far (closures).
    var captureSources: [CaptureSource] = []
    /// Where each capture is first used in the body (Swift lays out and releases a closure's
    /// captures in that order).
    var captureFirstUse: [CodeLocation] = []
    /// Names referenced from nested closures: `var`s with these names are boxed.
    var boxedNames: Set<String> = []
    /// Stack closures of an enclosing block that a nested branch must end, by the
    /// branch's statement list (see `Compiler.compileItems`).
    var stackClosureEnds: [SyntaxIdentifier: [String]] = [:]
    /// Set when the closure uses an `inout` parameter of the function around it, which
    /// coordlab does not capture: the error to give instead of "cannot find".
    var unsupportedCapture: CompileError?
    /// Local functions declared right after the one being compiled in this code's block,
    /// which its body may call (see `Compiler.makeLaterSiblings`).
    var laterSiblings: [LaterSibling] = []
    /// Whether this is such a later sibling, made inside an earlier one's body: names other
    /// than the group's come from around the earlier one, not from its own locals.
    var isLaterSibling = false
    /// The names of the sibling group bound here: the function itself and the later
    /// siblings its body made.
    var siblingNames: Set<String> = []
    /// Whether a `return nil` means a failed initializer.
    var isFailableInit = false
    /// Whether it is a class's failable initializer, whose `return nil` unwinds (see
    /// `ReturnStmt.failsByUnwinding`).
    var failsByUnwinding = false
    /// Whether the code is static (no instance members).
    var isStatic = false
    /// How many `try`s cover the expression being compiled (a call of a throwing function
    /// needs one). A closure's body starts uncovered: it has a context of its own.
    var tryCoverage = 0
    /// The error type a `throw` here must have (typed throws), when one is declared.
    var thrownSpec: TypeSpec?
    /// Whether an error may leave this code: a `throws` function, a closure, the top level.
    var canThrow = true
    /// Whether this code may `await`: an `async` function or closure.
    var canAwait = false
    /// Whether this code is isolated to the main actor; nil: as the code around it is
    /// (a closure), or not (a function).
    var isolation: Bool?
    /// Whether this code runs on the main actor (see `MainActorIsolation`).
    var isMainActor: Bool { isolation ?? parent?.isMainActor ?? false }
    /// The function or top level this code is nested in.
    var outermost: FunctionContext { parent?.outermost ?? self }
    /// How many `await`s cover the expression being compiled (a call of an async function
    /// needs one).
    var awaitCoverage = 0
    /// How many enclosing `do` bodies have a catch-all clause (errors there are handled),
    /// and how many have none.
    var exhaustiveDoDepth = 0
    var partialDoDepth = 0
    /// How many `catch` clauses the code being compiled is in.
    var catchClauseDepth = 0
    /// Whether an error thrown here would leave a `rethrows` function on its own (not
    /// handled by a `do` of its own, not rethrown from a `catch`), which swiftc refuses.
    var throwsOutOfRethrows: Bool { code?.isRethrows == true && exhaustiveDoDepth == 0 && catchClauseDepth == 0 }

    init(parent: FunctionContext?, code: FunctionCode?, selfType: NominalType?, isTopLevel: Bool = false) {
        self.parent = parent
        self.code = code
        self.selfType = selfType
        self.isTopLevel = isTopLevel
    }

    /// Allocates a slot.
    func allocate() -> Int {
        defer { nextSlot += 1 }
        return nextSlot
    }

    /// Declares `name` in the innermost scope.
    func declare(_ name: String, _ b: Binding) {
        scopes.last?.names[name] = b
    }

    /// Finds `name` in this function's scopes, innermost first.
    func lookupHere(_ name: String) -> Binding? {
        for s in scopes.reversed() {
            if let b = s.names[name] { return b }
        }
        return nil
    }

    /// Finds `name` here or in enclosing functions, capturing it into this closure if needed.
    func lookup(_ name: String, loc: CodeLocation) -> Binding? {
        if let b = lookupHere(name) { return b }
        return captureFromParent(name, cachedAs: name, loc: loc)
    }

    /// Finds `name` for a later sibling local function made inside this one (see
    /// `Compiler.makeLaterSiblings`): the sibling group's names here, anything else from
    /// the scope the siblings share, past this function's own parameters and locals.
    func lookupAroundOwnNames(_ name: String, loc: CodeLocation) -> Binding? {
        if siblingNames.contains(name) { return lookupHere(name) }
        let key = "\u{1}" + name
        if let b = scopes.first?.names[key] { return b }
        return captureFromParent(name, cachedAs: key, loc: loc)
    }

    /// `name` found in the enclosing function (around its own names, for a later sibling)
    /// and captured into this closure, kept in the outermost scope under `key` so that the
    /// next use finds the same slot; globals are not kept.
    private func captureFromParent(_ name: String, cachedAs key: String, loc: CodeLocation) -> Binding? {
        guard let p = parent,
              let outer = isLaterSibling ? p.lookupAroundOwnNames(name, loc: loc) : p.lookup(name, loc: loc) else { return nil }
        guard let b = capture(outer, name: name, loc: loc) else { return nil }
        if case .global = b { return b }
        scopes.first?.names[key] = b
        return b
    }

    /// This closure's binding of `outer`, a binding of the function around it: globals as
    /// they are, locals and captures captured into a slot of this closure.
    private func capture(_ outer: Binding, name: String, loc: CodeLocation) -> Binding? {
        switch outer {
        case .global:
            return outer
        case .inoutParameter:
            unsupportedCapture = CompileError.unsupported("closures that capture the inout parameter '\(name)'", at: loc)
            return nil
        case .local(let slot, let kind, let mutable, let spec):
            let mine = allocate()
            if mutable {
                captureSources.append(.box(slot: slot))
            } else {
                captureSources.append(.value(LocalRead(slot: slot, kind: kind, mutable: false, spec: spec, loc: loc), .strong))
            }
            code?.captureSlots.append(mine)
            code?.captureNames.append(name)
            captureFirstUse.append(loc)
            return Binding.local(slot: mine, kind: kind == .weak && !mutable ? .weak : .strong, mutable: mutable, spec: spec)
        case .capture(let slot, let kind, let spec):
            let mine = allocate()
            captureSources.append(.value(CaptureRead(slot: slot, kind: kind, loc: loc), kind))
            code?.captureSlots.append(mine)
            code?.captureNames.append(name)
            captureFirstUse.append(loc)
            return Binding.capture(slot: mine, kind: kind, spec: spec)
        }
    }

    /// The error for a name that is not in scope here.
    func notFound(_ name: String, at l: CodeLocation) -> CompileError {
        if ModuleNames.known.contains(name) {
            return CompileError.unsupported("names qualified by their module ('\(name).…')", at: l)
        }
        // `xs[...]`: Swift's UnboundedRange, an operator function coordlab does not model.
        if name == "..." { return CompileError.unsupported("the unbounded range '...' ('xs[...]')", at: l) }
        // `hidesBottomBarWhenPushed = true` in a screen: UIKit's view controller has it, the stand-in not.
        var owner = effectiveSelfType as? ClassType
        while let c = owner {
            if c.location.file.hasPrefix("UIKit/"), FrameworkMembers.uiKitLacks(name, ofStandIn: c.name) {
                return CompileError.unsupported("'\(c.name).\(name)'", at: l)
            }
            owner = c.superclass
        }
        if UnknownTypeNames.isStandardTypeOfItsOwn(name) {
            return CompileError.unsupported("the standard library's '\(name)'", at: l)
        }
        return unsupportedCapture ?? UnsupportedFoundation.notFound(name, at: l) ?? UnsupportedStandardFunctions.notFound(name, at: l)
            ?? CompileError("cannot find '\(name)' in scope", at: l)
    }

    /// The type of `self`, looking through enclosing closures.
    var effectiveSelfType: NominalType? { selfType ?? parent?.effectiveSelfType }

    /// Whether code here may refer to instance members through implicit `self`.
    var hasInstanceSelf: Bool {
        if isStatic { return false }
        if selfType != nil { return code?.hasSelf ?? false }
        return parent?.hasInstanceSelf ?? false
    }
}
