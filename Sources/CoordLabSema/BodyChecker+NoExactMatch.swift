import SwiftSyntax

/// Calls of overloads chosen by parameter type (same labels): the one the arguments fit,
/// or none.
///
/// The labels alone do not choose among `f(a: String)` and `f(a: Double)`; the runtime
/// would run one of them with the wrong argument, so a call whose arguments certainly
/// convert to no overload is refused, as swiftc refuses it ("no exact matches in call to
/// instance method 'f'"), and a call that fits one has its literals made for that one.
extension BodyChecker {
    /// Refuses `call` when `overloads` (every declaration it could mean, two or more of
    /// them taking its labels) certainly all refuse its arguments. Arguments that are
    /// errors on their own are left to report those errors, and so are literals whose
    /// elements fit no overload (swiftc names an element: "cannot convert value of type
    /// 'Bool' to expected element type 'Int'").
    func refuseCallFittingNoOverload(_ overloads: [Member], owner: String, call: CallArguments) {
        guard overloads.count > 1, let callee = call.callee, argumentsTypeOnTheirOwn(call),
              overloads.allSatisfy({ !argumentsFit(call, $0, literalElements: false) }) else { return }
        error("no exact matches in call to \(Self.calleeKind(overloads[0], owner: owner))", at: Self.calleeName(callee))
    }

    /// Records the parameter types of `chosen`, the one of several overloads by type that a
    /// call's arguments fit, as what its literal arguments are made as (`2` for `f(a:
    /// Double)` beside `f(a: String)` is a Double): coordlab picks among such overloads by
    /// the arguments' values when the call runs, and an Int would fit neither.
    func recordOverloadParameterTypes(_ chosen: Member, call: CallArguments) {
        guard recording, chosen.generic == nil,
              let ps = Self.arranged(chosen.parameters, shapes: chosen.shapes, for: call) else { return }
        for (a, p) in zip(call.arguments, ps) where p.isKnown && Self.isLiteral(a.expression) {
            genericArgumentTypes[a.expression.id] = p
        }
    }

    /// Whether `e` is a literal whose type its context decides (a number, an array or a dictionary).
    private static func isLiteral(_ e: ExprSyntax) -> Bool {
        e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) || e.is(ArrayExprSyntax.self)
            || e.is(DictionaryExprSyntax.self)
    }

    /// Refuses a call of initializers overloaded by parameter type (same labels) that the
    /// first of them does not take: coordlab runs the first whose labels match.
    func refuseLaterInitializer(_ overloads: [Member], owner: String, call: CallArguments) {
        guard overloads.count > 1, let callee = call.callee, !argumentsFit(call, overloads[0]),
              overloads.contains(where: { argumentsFit(call, $0) }) else { return }
        unsupported("initializers overloaded by parameter type other than the first declared ('\(owner).\(Self.selector(of: overloads[0]))')",
                    at: Self.calleeName(callee))
    }

    /// `f(a:_:)`: a member's name with its labels.
    static func selector(of m: Member) -> String {
        "\(m.name)(\(m.labels.map { ($0 ?? "_") + ":" }.joined()))"
    }

    /// Whether every argument of `call` types without an error when nothing is expected of it.
    private func argumentsTypeOnTheirOwn(_ call: CallArguments) -> Bool {
        let (saved, errorsBefore) = (recording, unrecordedErrors)
        recording = false
        defer { recording = saved }
        for a in call.arguments { _ = type(a.expression) }
        return unrecordedErrors == errorsBefore
    }

    /// What swiftc calls the callee: "initializer " (with its trailing space), "global
    /// function 'f'", "static method 'f'", "class method 'f'" or "instance method 'f'".
    static func calleeKind(_ m: Member, owner: String) -> String {
        if m.kind == .initializer { return "initializer " }
        if owner.isEmpty { return "global function '\(m.name)'" }
        let kind = m.isClassMethod ? "class" : m.isStatic ? "static" : "instance"
        return "\(kind) method '\(m.name)'"
    }

    /// Where swiftc puts an error about the callee: the member's name in `s.f`, else the callee.
    static func calleeName(_ callee: ExprSyntax) -> Syntax {
        callee.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(callee)
    }
}
