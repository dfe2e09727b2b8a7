import CoordLabSyntax

/// Where a call is made, for a parameter defaulting to `#function`, `#line`, … (Swift fills
/// those in with the caller's place).
struct CallSite {
    /// What `#function` says in the calling code.
    let function: String
    /// The call's place (its opening parenthesis).
    let location: CodeLocation
}

/// A call whose callee may default a parameter to a magic literal: the call runs with its
/// place as the interpreter's `callSite`, put back afterwards (argument calls nest).
final class CallSiteScope: Expr {
    let call: Expr
    let site: CallSite
    init(call: Expr, site: CallSite, loc: CodeLocation) {
        self.call = call
        self.site = site
        super.init(loc: loc)
    }

    override func eval(_ i: Interpreter) throws -> Value {
        let outer = i.callSite
        i.callSite = site
        defer { i.callSite = outer }
        return try call.eval(i)
    }

    override func isOptional(_ i: Interpreter) -> Bool { call.isOptional(i) }
    override var staticSpec: TypeSpec { call.staticSpec }
    override var isOptionalChainLink: Bool { call.isOptionalChainLink }
}

/// A magic literal as a parameter's default value: the place of the call being made, or
/// the declaration's own when no call site is known (a call through a function value).
final class CallerMagicLiteral: Expr {
    let name: String
    let declared: Literal
    init(name: String, declared: Literal, loc: CodeLocation) {
        self.name = name
        self.declared = declared
        super.init(loc: loc)
    }

    override func eval(_ i: Interpreter) throws -> Value {
        guard let site = i.callSite else { return try declared.eval(i) }
        let l = site.location
        return MagicIdentifiers.value(of: name, function: site.function, file: l.file, line: l.line, column: l.column).runtimeValue
    }
}

extension MagicIdentifiers.MagicValue {
    /// The value the program sees: a String or an Int.
    var runtimeValue: Value {
        switch self {
        case .text(let t): return .string(t)
        case .number(let n): return .int(n)
        }
    }
}
