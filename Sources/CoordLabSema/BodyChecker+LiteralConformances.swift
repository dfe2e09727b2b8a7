import SwiftSyntax

/// A type that conforms to one of Swift's literal protocols (`ExpressibleByFloatLiteral`,
/// `ExpressibleByArrayLiteral`, …): a literal where the context expects such a type makes
/// an instance through the protocol's initializer (`init(floatLiteral:)`), recorded for the
/// compiler; what coordlab cannot make that way (another literal type, a generic parameter
/// it erases) is refused before the run instead of run as the literal's default type.
extension BodyChecker {
    /// The literal protocol that type `name` (or a supertype of it) conforms to, if any.
    func literalProtocol(of name: String) -> String? {
        literalProtocols(of: name).sorted().first
    }

    /// All literal protocols that type `name` (or a supertype of it) conforms to.
    func literalProtocols(of name: String) -> Set<String> {
        var found: Set<String> = []
        var seen: Set<String> = []
        var pending = [name]
        while let n = pending.popLast() {
            guard seen.insert(n).inserted, let decl = declarations.types[n] else { continue }
            for inherited in decl.inherited {
                let base = String(inherited.prefix { $0 != "<" })
                if base.hasPrefix("ExpressibleBy"), base.hasSuffix("Literal"), declarations.types[base] == nil { found.insert(base) }
                pending.append(base)
            }
        }
        return found
    }

    /// Records a plain literal (integer, float, Boolean, string without interpolation)
    /// converted to a program's type conforming to the matching literal protocol, whose
    /// initializer takes the protocol's standard literal type; returns whether it did.
    func constructsFromLiteral(_ e: ExprSyntax, as target: SemaType) -> Bool {
        guard case .named(let n) = target, let decl = declarations.types[n], !decl.isFramework else { return false }
        let conformances = literalProtocols(of: n)
        guard let kind = Self.literalProtocol(madeBy: e), conformances.contains(kind),
              let spec = LiteralConstruction.protocols.first(where: { $0.name == kind }),
              let inits = declarations.member("init", of: n).members,
              inits.contains(where: { $0.kind == .initializer && $0.labels == [spec.label] && $0.parameters == [spec.literalType] })
        else { return false }
        if recording { literalConstructions[e.id] = LiteralConstruction(typeName: n, label: spec.label) }
        return true
    }

    /// The type literal `e` makes where `expected` is a program's type conforming to the
    /// literal protocol of `e`'s kind: that type, made through its initializer, or refused
    /// when the initializer takes another type than the literal's own (`UInt8`,
    /// `StaticString`); nil where the context does not make the literal a program's type.
    func literalConstructionType(_ e: ExprSyntax, expected: SemaType) -> SemaType? {
        if let kind = Self.literalProtocol(madeBy: e), refusesGenericLiteralConstruction(kind, expected: expected, at: e) { return expected }
        guard case .named(let n) = expected, declarations.types[n]?.isFramework == false,
              let kind = Self.literalProtocol(madeBy: e), literalProtocols(of: n).contains(kind) else { return nil }
        if !constructsFromLiteral(e, as: expected), let spec = LiteralConstruction.protocols.first(where: { $0.name == kind }) {
            unsupported("making a '\(n)' from a literal with an 'init(\(spec.label):)' taking another type than '\(spec.literalType)'", at: e)
        }
        return expected
    }

    /// Refuses a literal where a program's generic type conforming to literal protocol
    /// `kind` is expected (`let s: Stack<String> = ["a"]`): coordlab makes such a type from
    /// a literal without its generic arguments, so it would print and cast as another.
    private func refusesGenericLiteralConstruction(_ kind: String, expected: SemaType, at e: some SyntaxProtocol) -> Bool {
        guard case .generic(let n, _) = expected, let decl = declarations.types[n], !decl.isFramework,
              literalProtocols(of: n).contains(kind) else { return false }
        unsupported("making the generic type '\(expected)' from a literal through its '\(kind)' conformance", at: e)
        return true
    }

    /// The type array literal `a` makes where `expected` conforms to
    /// `ExpressibleByArrayLiteral` (a program's collection, an option set: `[.push, .badge]`):
    /// that type, made by its `init(arrayLiteral:)` from the elements, each typed by the
    /// initializer's element type; nil for any other context.
    func arrayLiteralConstructionType(_ a: ArrayExprSyntax, expected: SemaType) -> SemaType? {
        if refusesGenericLiteralConstruction("ExpressibleByArrayLiteral", expected: expected, at: a) { return expected }
        guard case .named(let n) = expected, declarations.types[n] != nil,
              literalProtocols(of: n).contains("ExpressibleByArrayLiteral") else { return nil }
        guard let (owner, m) = arrayLiteralInitializer(of: n), var element = m.parameters.first else {
            unsupported("making a '\(n)' from an array literal without an 'init(arrayLiteral:)' it declares", at: a)
            return expected
        }
        if case .array(let e) = element { element = e }
        // A protocol extension's `Self...` (`OptionSet`'s): elements of the type made.
        if element == .named("Self") || element == .named(owner) { element = expected }
        for e in a.elements {
            checkConversion(type(e.expression, expected: element), to: element, at: e.expression, site: .argument)
        }
        if recording { literalConstructions[a.id] = LiteralConstruction(typeName: n, label: "arrayLiteral") }
        return expected
    }

    /// The `init(arrayLiteral:)` type `n` declares, or else one its protocols' extensions
    /// give it (`OptionSet`'s), with the type declaring it.
    private func arrayLiteralInitializer(of n: String) -> (owner: String, Member)? {
        var seen: Set<String> = []
        var pending = [n]
        while !pending.isEmpty {
            let t = pending.removeFirst()
            guard seen.insert(t).inserted, let decl = declarations.types[t] else { continue }
            if let m = decl.members["init"]?.first(where: { $0.kind == .initializer && $0.labels == ["arrayLiteral"] }) {
                return (t, m)
            }
            pending += decl.inherited.map { declarations.resolvedInheritedName($0, from: decl) }
        }
        return nil
    }

    /// The type Swift gives the literal that starts a `reduce` (`prices.reduce(0) { $0 + $1 }`,
    /// `items.reduce(0) { $0 + $1.price }`) from the closure: when the closure does not give
    /// back the literal's default type, the one type it gives back unchanged as its
    /// accumulator among those the literal can be (a Double for an integer literal, a
    /// program's literal-protocol type); nil to keep the default.
    func reduceLiteralAccumulator(_ initial: ExprSyntax, element: SemaType, closure c: ClosureExprSyntax) -> SemaType? {
        guard let kind = Self.literalProtocol(madeBy: initial), kind != "ExpressibleByStringLiteral",
              kind != "ExpressibleByBooleanLiteral" else { return nil }
        let isInteger = kind == "ExpressibleByIntegerLiteral"
        let standard: SemaType = isInteger ? .int : .double
        func gives(_ t: SemaType) -> Bool {
            guard case .function(_, let result) = quietly({ closureType(c, expected: .function([t, element], .unknown)) }) else { return false }
            return result == t
        }
        if gives(standard) { return nil }
        let programTypes = declarations.types.values
            .filter { !$0.isFramework && $0.kind != .protocolType && literalProtocols(of: $0.name).contains(kind) }
            .map { SemaType.named($0.name) }
        let fitting = ((isInteger ? [.double] : []) + programTypes).filter(gives)
        return fitting.count == 1 ? fitting[0] : nil
    }

    /// Refuses a value converted to a type conforming to a literal protocol, returning
    /// whether it did.
    func refuseLiteralConversion(to target: SemaType, at node: some SyntaxProtocol) -> Bool {
        guard let n = target.unwrapped.nominalName, let p = literalProtocol(of: n) else { return false }
        unsupported("making a '\(n)' from a literal through its conformance to '\(p)'", at: node)
        return true
    }

    /// Refuses an operator one of whose operands is a literal that stayed a standard type
    /// while the other is a value of a program's literal-protocol type (`1.5 == m`, where
    /// Swift makes the literal a `Meters` but coordlab typed it first); returns whether it
    /// refused. `m == 1.5` is typed by its left operand and compares two `Meters`.
    func refusesLiteralOperand(_ op: String, _ left: SemaType, _ right: SemaType, _ i: InfixOperatorExprSyntax) -> Bool {
        for (value, other, otherType) in [(left, i.rightOperand, right), (right, i.leftOperand, left)] {
            guard Self.isPlainLiteral(other), let n = value.unwrapped.nominalName, otherType.unwrapped.nominalName != n,
                  declarations.types[n]?.isFramework == false, !literalProtocols(of: n).isEmpty else { continue }
            unsupported("'\(op)' between a '\(n)' and a literal", at: i.operator)
            return true
        }
        return false
    }

    static func isPlainLiteral(_ e: ExprSyntax) -> Bool { literalProtocol(madeBy: e) != nil }

    /// The literal protocol whose initializer takes literal `e`: a number (negated too), a
    /// Boolean or a string without interpolations; nil for anything else.
    static func literalProtocol(madeBy e: ExprSyntax) -> String? {
        let unsigned = e.as(PrefixOperatorExprSyntax.self).flatMap { $0.operator.text == "-" ? $0.expression : nil } ?? e
        if unsigned.is(IntegerLiteralExprSyntax.self) { return "ExpressibleByIntegerLiteral" }
        if unsigned.is(FloatLiteralExprSyntax.self) { return "ExpressibleByFloatLiteral" }
        if e.is(BooleanLiteralExprSyntax.self) { return "ExpressibleByBooleanLiteral" }
        if let s = e.as(StringLiteralExprSyntax.self), s.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) {
            return "ExpressibleByStringLiteral"
        }
        return nil
    }

    /// Refuses a program's type bound to a generic parameter that must conform to a literal
    /// protocol (`func make<T: ExpressibleByStringLiteral>() -> T { "x" }` called for a
    /// `Tag`): coordlab erases `T` when it runs, so the literal would stay a `String` where
    /// Swift makes a `Tag`. Standard types are converted where the value lands.
    func refusesLiteralProtocolArgument(_ t: SemaType, for required: String, at node: Syntax) -> Bool {
        guard required.hasPrefix("ExpressibleBy"),
              let n = t.unwrapped.nominalName, declarations.types[n]?.isFramework == false else { return false }
        unsupported("a generic parameter that must conform to '\(required)' bound to '\(n)'", at: node)
        return true
    }
}
