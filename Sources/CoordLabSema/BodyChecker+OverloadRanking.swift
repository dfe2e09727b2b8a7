import SwiftSyntax

/// Choosing among overloads of different labels whose labels all accept a call, as Swift
/// ranks them: `show("a")` beside `show(_: () -> String)` and `show(_: String, level: Int = 0)`.
///
/// The compiler and the runtime find a method by its call's labels and would take the first
/// declaration that accepts them; the checker, which knows the arguments' types, records the
/// one Swift calls (`chosenOverloads`), or refuses the call when it cannot tell.
///
/// Swift's ranking, for the calls this decides: the overload reached with fewer scored
/// conversions wins (a literal made as a type other than its default, a value wrapped in an
/// Optional, a value erased to `Any`); of those tied, the one that leaves fewer defaulted
/// parameters out (`f(_ x: Base)` over `f(_ x: Sub, y: Int = 0)` for a `Sub`: an upcast or a
/// protocol existential is not scored). Anything else is left undecided.
extension BodyChecker {
    /// The one of `fitting` (overloads whose labels and arguments accept `call`) that Swift
    /// calls: the only one, or the best ranked; nil when the ranking cannot tell.
    func chosenOverload(_ candidates: [Member], call: CallArguments) -> Member? {
        // A property beside methods of its name is not what a call with arguments means
        // (`url.path()` beside `url.path`).
        let methods = candidates.filter { $0.kind != .property }
        let fitting = methods.isEmpty ? candidates : methods
        if fitting.count == 1 { return fitting[0] }
        // A closure written as an argument goes only to a parameter that takes a function, `nil` to an Optional.
        let takingClosures = fitting.filter { takesWrittenLiterals(call, $0) }
        if takingClosures.count == 1 { return takingClosures[0] }
        let ranked = (takingClosures.isEmpty ? fitting : takingClosures).map { m in (member: m, rank: rank(of: m, for: call)) }
        guard !ranked.isEmpty else { return nil }
        guard ranked.allSatisfy({ $0.rank != nil }) else { return nil }
        let best = ranked.min { Self.precedes($0.rank!, $1.rank!) }!
        let tied = ranked.filter { !Self.precedes(best.rank!, $0.rank!) }.map(\.member)
        if tied.count == 1 { return tied[0] }
        // Of those tied, the one more specialized than every other (`f(_: Base?)` over `f(_: P?)`).
        let specialized = tied.filter { m in tied.allSatisfy { o in Self.selector(of: o) == Self.selector(of: m) && (o.declaration == m.declaration
            || isMoreSpecialized(m, than: o, for: call)) } }
        return specialized.count == 1 ? specialized[0] : nil
    }

    /// Whether each of `m`'s parameters that the call's arguments reach converts to `o`'s, and
    /// not the other way round: Swift's tie-break between overloads of the same labels.
    private func isMoreSpecialized(_ m: Member, than o: Member, for call: CallArguments) -> Bool {
        guard m.generic == nil, o.generic == nil,
              let mine = Self.arranged(m.parameters, shapes: m.shapes, for: call),
              let theirs = Self.arranged(o.parameters, shapes: o.shapes, for: call) else { return false }
        let pairs = zip(mine, theirs)
        return pairs.allSatisfy { converts($0, to: $1) == true } && pairs.contains { converts($1, to: $0) == false }
    }

    /// Records that `call` runs `chosen` when the labels of other overloads in `matching`
    /// accept it too, so the compiler does not take the first declared.
    func noteChosenOverload(_ chosen: Member, among matching: [Member], call: CallArguments) {
        let selector = Self.selector(of: chosen)
        if recording, let id = call.id, let declaration = chosen.declaration,
           matching.contains(where: { $0.declaration != declaration && Self.selector(of: $0) == selector }) {
            chosenDeclarations[id] = declaration
        }
        guard recording, let id = call.id,
              matching.contains(where: { $0.kind != .property && Self.selector(of: $0) != selector }) else { return }
        chosenOverloads[id] = selector
    }

    /// Refuses `call` when overloads of different labels in `fitting` all accept it and the
    /// ranking could not choose.
    func refuseUnrankedOverloads(_ fitting: [Member], call: CallArguments) {
        let selectors = Set(fitting.filter { $0.kind != .property }.map(Self.selector(of:)))
        guard selectors.count > 1, let callee = call.callee else { return }
        let named = selectors.sorted().map { "'\($0)'" }.joined(separator: " and ")
        unsupported("choosing between overloads \(named), which all take these arguments", at: Self.calleeName(callee))
    }

    /// Whether every `nil` among the call's arguments meets a parameter that may take it, and
    /// every closure written there a parameter of `m` that surely takes one (a function, an Optional of one, `Any`, or the member's own generic
    /// parameter).
    private func takesWrittenLiterals(_ call: CallArguments, _ m: Member) -> Bool {
        guard let parameters = Self.arranged(m.generic?.parameterTypes ?? m.parameters, shapes: m.generic?.shapes ?? m.shapes,
                                             for: call) else { return true }
        return zip(call.arguments, parameters).allSatisfy { a, p in
            if a.expression.is(NilLiteralExprSyntax.self) { return p.isOptional || p == .named("Any") || !p.isKnown }
            guard a.expression.is(ClosureExprSyntax.self) else { return true }
            switch p.unwrapped {
            case .function: return true
            case .parameter(let name): return m.generic?.parameters.contains(name) == true
            default: return p.unwrapped == .named("Any")
            }
        }
    }

    /// The scored conversions `m`'s parameters make of the call's arguments, and how many of its
    /// defaulted parameters the call leaves out; nil when the checker cannot count them.
    private func rank(of m: Member, for call: CallArguments) -> (conversions: Int, defaultsLeftOut: Int)? {
        guard m.generic == nil, let shapes = m.shapes, !shapes.contains(where: \.isVariadic),
              let parameters = Self.arranged(m.parameters, shapes: shapes, for: call) else { return nil }
        let (saved, errorsBefore) = (recording, unrecordedErrors)
        recording = false
        defer { recording = saved; unrecordedErrors = errorsBefore }
        var conversions = 0
        for (a, p) in zip(call.arguments, parameters) {
            guard p.isKnown else { return nil }
            if a.expression.is(ClosureExprSyntax.self) || a.expression.is(NilLiteralExprSyntax.self) {
                if p.isOptional, !a.expression.is(NilLiteralExprSyntax.self) { conversions += 1 }
                continue
            }
            let own = type(a.expression)
            guard own.isKnown, p == .named("Any") || converts(type(a.expression, expected: p), to: p) == true else { return nil }
            if own == p { continue }
            if p.isOptional, !own.isOptional { conversions += 1 }
            else if p == .named("Any") || p == .named("AnyObject") { conversions += 1 }
            else if Self.isLiteralValue(a.expression) { conversions += 1 }
        }
        return (conversions, shapes.count - call.arguments.count)
    }

    /// Whether rank `a` is better than rank `b`.
    private static func precedes(_ a: (conversions: Int, defaultsLeftOut: Int), _ b: (conversions: Int, defaultsLeftOut: Int)) -> Bool {
        (a.conversions, a.defaultsLeftOut) < (b.conversions, b.defaultsLeftOut)
    }

    /// Whether `e` is a literal whose type, when not its default one, is a scored conversion.
    private static func isLiteralValue(_ e: ExprSyntax) -> Bool {
        if let p = e.as(PrefixOperatorExprSyntax.self) { return isLiteralValue(p.expression) }
        return e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) || e.is(StringLiteralExprSyntax.self)
            || e.is(BooleanLiteralExprSyntax.self)
    }
}
