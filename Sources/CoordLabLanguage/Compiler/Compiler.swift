import CoordLabSema
import CoordLabSyntax
import SwiftSyntax

/// Turns parsed Swift into runnable nodes for an `Interpreter`, keeping the names a session
/// has declared (globals, functions, types) so that later inputs can use them.
public final class Compiler {
    /// The interpreter the code will run on.
    let interpreter: Interpreter
    /// Top-level variables by name.
    public var globals: [String: (index: Int, spec: TypeSpec)] = [:]
    /// Top-level variables with accessors (computed, or stored with observers) by name.
    var globalAccessors: [String: GlobalAccessors] = [:]
    /// Whether some struct declares a `lazy var` (member reads then may initialise it).
    var hasLazyStructFields = false
    /// Top-level functions by base name.
    public var functions: [String: [FunctionCode]] = [:]
    /// The source being compiled (for locations).
    var source: ParsedSource!
    /// Full names (`g()`, `Type.method(_:)`) declared by the sources being compiled now: a
    /// second one in the same program is an error; one from an earlier REPL input is replaced.
    var declaredNow: Set<String> = []
    /// The protocols with an extension under a `where` clause, in this input.
    var constrainedlyExtended: Set<String> = []
    /// The `where` clause under which an extension of a standard type declared each method
    /// (`Array.total()`), so that a second one under other constraints is refused.
    var standardExtensionConstraints: [String: String] = [:]
    /// The context of the latest expression whose compiling began (for a leaf that needs
    /// `self` and is not handed its context, such as a generic enum's case named alone).
    var expressionContext: FunctionContext?
    /// Types whose inheritance clauses are not resolved yet.
    var unresolved: [NominalType] = []
    /// Which declarations compiled so far are isolated to the main actor.
    let isolation = MainActorIsolation()
    /// The actors compiled so far, each with the members it marks `nonisolated` or `static`
    /// (see `requireActorIsolation`).
    var actorMembers: [String: Set<String>] = [:]
    /// The first use of the main actor refused in a declaration's body, reported after the
    /// top-level code's (see `requireMainActor`); the names of the files being compiled.
    var deferredIsolationError: CompileError?
    var compiledFileNames: [String] = []
    /// Function bodies waiting to be compiled once every declaration is known.
    private var pendingBodies: [() throws -> Void] = []

    /// Keeps `body` (compiling a function body or a default value) to run once every type
    /// is declared and laid out, in the file it comes from, so its places name that file.
    func compileLater(_ body: @escaping () throws -> Void) {
        let file = source
        pendingBodies.append { [unowned self] in
            source = file
            try body()
        }
    }
    /// Checks each program and input before it is compiled, keeping what they declared.
    let typeChecker: TypeChecker
    /// What the checker found in the sources being compiled now.
    var typed: TypedSyntax?
    /// Where code the compiler wrote itself is said to be (a wrapped property's accessors
    /// are at its attribute), by the root of its syntax tree.
    var syntheticLocations: [SyntaxIdentifier: CodeLocation] = [:]
    /// The names calls are written with (`log`, `Logger`, `init`) of the functions and
    /// initializers with a parameter defaulting to a magic literal (see `withCallSite`).
    var callerPlaceCallees: Set<String> = []
    /// The arguments of `@autoclosure` parameters whose closure body is being compiled.
    var autoclosureBodies: Set<SyntaxIdentifier> = []
    /// The `T!` values being compiled inside their implicit unwrap.
    var implicitlyUnwrapping: Set<SyntaxIdentifier> = []
    /// Every `typealias` declared so far, read by `TypeSpec(_:)` while compiling.
    let typeAliases = TypeAliasTable()

    /// Creates a compiler for `interpreter`, registering the built-in types; `typeChecker`
    /// is what has checked the code compiled before (a fresh one by default).
    public init(interpreter: Interpreter, typeChecker: TypeChecker = TypeChecker()) {
        self.interpreter = interpreter
        self.typeChecker = typeChecker
        for n in Builtins.typeNames where interpreter.types[n] == nil { interpreter.types[n] = .builtin(n) }
        for n in Builtins.protocolNames where interpreter.types[n] == nil {
            let p = ProtocolType(name: n, location: .unknown)
            p.isClassBound = n == "AnyObject"
            interpreter.types[n] = .protocolType(p)
        }
    }

    /// Location of a node in the current source.
    func loc(_ node: some SyntaxProtocol) -> CodeLocation {
        if !syntheticLocations.isEmpty, let l = syntheticLocations[node.root.id] { return l }
        return source.location(of: node)
    }

    /// Compiles several files as one module: declarations from all of them first, then
    /// each file's top-level statements in order, as one block.
    func compile(_ files: [ParsedSource]) throws -> TopLevelCode {
        let each = try compileEach(files)
        let block = Block(loc: .unknown)
        block.stmts = each.flatMap { $0.block.stmts }
        block.locals = each.flatMap { $0.block.locals }
        var before = 0
        for e in each {
            block.defers += e.block.defers.map {
                DeferStmt(position: $0.position + before, flagSlot: $0.flagSlot, body: $0.body, loc: $0.loc)
            }
            before += e.block.locals.count
        }
        return TopLevelCode(block: block, slotCount: each.map(\.slotCount).max() ?? 0)
    }

    /// Compiles files as one module, returning each file's top-level code separately
    /// (so that commands can run between them).
    public func compileEach(_ files: [ParsedSource]) throws -> [TopLevelCode] {
        // A `@main` type's `main()` runs after the declarations, as the program's code.
        let files = try MainEntry.adding(to: files)
        try UnsupportedFrameworks.check(files) { [interpreter] name in
            // A standard type coordlab stands in for (Float as Double) counts as undeclared.
            guard let t = interpreter.types[name] else { return false }
            if case .builtin = t { return false }
            // A standard protocol registered by `init` (`Codable`) is no declaration either.
            if case .protocolType(let p) = t, p.location == .unknown { return false }
            return true
        }
        try OptionalAsyncElements.check(files)
        do {
            typed = try typeChecker.check(files)
        } catch let typeError as CompileError {
            // The program will not run. If it uses Swift that coordlab lacks before the
            // checker's error, that is what the user hears first.
            typed = nil
            do {
                _ = try compileWithAliases(files)
            } catch let e as CompileError where e.isUnsupported
                && e.location.precedes(typeError.location, in: files.map(\.fileName)) {
                throw e
            } catch {}
            throw typeError
        }
        return try compileWithAliases(files)
    }

    /// Compiles files that `typeChecker` (as given to `init`) has already checked, with
    /// what it found: the standard library's stand-ins, checked once per thread.
    public func compileEach(_ files: [ParsedSource], checked: TypedSyntax) throws -> [TopLevelCode] {
        typed = checked
        return try compileWithAliases(files)
    }

    /// Checks a framework's files (the prelude's) after everything compiled so far, on a
    /// copy of the checker: the copy, which knows them, and what it found, for
    /// `compileEach(_:checkedBy:typed:)`. Nothing changes here, so the result can be kept
    /// and given to another compiler in the same state.
    public func checkFramework(_ files: [ParsedSource]) throws -> (checker: TypeChecker, typed: TypedSyntax) {
        let checker = typeChecker.copy()
        let typed = try checker.check(files, framework: true)
        return (checker, typed)
    }

    /// Compiles a framework's files as `checker` checked them (see `checkFramework`), and
    /// from then on knows what `checker` knows.
    ///
    /// A framework loaded after the program's own code (the prelude loads lazily) may
    /// declare a nested type named like one of the program's top-level types (the
    /// prelude's `RunLoop.Mode` after a program's `Mode`): the program's keeps the name,
    /// and the nested one is kept under its path, as when the program's comes second.
    public func compileEach(_ files: [ParsedSource], checkedBy checker: TypeChecker, typed: TypedSyntax) throws -> [TopLevelCode] {
        typeChecker.adopt(checker)
        let before = interpreter.types
        let codes = try compileEach(files, checked: typed)
        for (name, old) in before {
            guard let kept = old.nominal, kept.outer == nil, let new = interpreter.types[name],
                  let nested = new.nominal, nested !== kept, nested.outer != nil else { continue }
            interpreter.types[nested.path] = new
            typeAliases.nestedPaths.insert(nested.path)
            interpreter.types[name] = old
        }
        return codes
    }

    /// Compiles files, with this compiler's aliases in scope.
    private func compileWithAliases(_ files: [ParsedSource]) throws -> [TopLevelCode] {
        try TypeAliasTable.$current.withValue(typeAliases) { try compileChecked(files) }
    }

    /// Compiles files the checker has accepted.
    private func compileChecked(_ files: [ParsedSource]) throws -> [TopLevelCode] {
        declaredNow = []
        constrainedlyExtended = []
        deferredIsolationError = nil
        compiledFileNames = files.map(\.fileName)
        try declareTypeAliases(in: files)
        try refuseSelectorObserverPosts(in: files)
        recordActors(in: files)
        for f in files {
            source = f
            isolation.record(f) { [unowned self] in loc($0) }
            try declare(f.tree.statements)
            for d in LocalTypeDeclarations.of(f.tree) { try declareType(d) }
        }
        for f in files {
            source = f
            try declareExtensions(f.tree.statements)
        }
        try finishDeclarations()
        let top = FunctionContext(parent: nil, code: nil, selfType: nil, isTopLevel: true)
        try makeAsyncIfAwaiting(top, files)
        try refuseActorMisuse(in: files, top: top)
        var out: [TopLevelCode] = []
        for f in files {
            source = f
            let block = Block(loc: .unknown)
            top.scopes = [Scope(block: block)]
            top.boxedNames = capturedNames(in: f.tree.statements)
            for item in f.tree.statements {
                if let s = try compileTopLevel(item, top) { block.stmts.append(s) }
            }
            out.append(TopLevelCode(block: block, slotCount: top.nextSlot))
        }
        if let deferredIsolationError { throw deferredIsolationError }
        return out
    }

    /// Compiles pending function bodies, after laying out classes.
    func finishDeclarations() throws {
        let declared = unresolved
        try resolveInheritance()
        try checkSynthesizedEquatable(declared)
        try checkSynthesizedComparable(declared)
        try checkSequenceConformances(declared)
        attachGlobalComparisonOperators()
        for case .classType(let c) in interpreter.types.values { try layOut(c) }
        let work = pendingBodies
        pendingBodies = []
        for w in work { try w() }
    }
}

/// Whether `word` appears in `text` as a whole identifier (not inside `discardableResult`):
/// a plain scan of the bytes, since every file compiled (the prelude's too) is checked.
func containsWord(_ word: String, in text: String) -> Bool {
    let w = Array(word.utf8)
    guard let first = w.first else { return false }
    func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }
    var text = text
    return text.withUTF8 { t in
        guard t.count >= w.count else { return false }
        var k = 0
        while k <= t.count - w.count {
            if t[k] == first, k == 0 || !isIdentifierByte(t[k - 1]) {
                var j = 1
                while j < w.count, t[k + j] == w[j] { j += 1 }
                if j == w.count, k + j == t.count || !isIdentifierByte(t[k + j]) { return true }
            }
            k += 1
        }
        return false
    }
}


/// Compiled top-level code of one input or program, run in a fresh frame.
public struct TopLevelCode {
    let block: Block
    let slotCount: Int
}

extension Interpreter {
    /// Runs compiled top-level code. Top-level temporaries and nested locals are released
    /// as it goes; globals stay.
    ///
    /// An error no `catch` handles ends it as Swift's does: the statement's temporaries,
    /// the top-level locals and `defer`s are released and run, then a trap.
    public func run(_ code: TopLevelCode) throws {
        let saved = frame
        frame = stack.push(count: code.slotCount)
        defer {
            stack.pop(frame)
            frame = saved
        }
        for s in code.block.stmts {
            let mark = temps.count
            do {
                _ = try s.exec(self)
            } catch let e as ThrownError {
                _ = try code.block.unwind(e, self, temporariesAbove: mark)
                throw Trap("Error raised at top level: \(describe(e.value, debug: true))", at: s.loc)
            } catch let f as ForcedTryFailure {
                throw try trap(for: f, temporariesAbove: mark)
            }
        }
        // Top-level `guard let` bindings are locals of the script, released when it ends;
        // its `defer`s run.
        try code.block.releaseLocals(self)
    }
}
