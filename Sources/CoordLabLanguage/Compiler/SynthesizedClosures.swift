import CoordLabSyntax
import SwiftSyntax

/// Expressions Swift turns into functions where a function is expected: a key path
/// (`map(\.name)` is `map { $0.name }`), a type's initializer (`map(String.init)` is
/// `map { String($0) }`) and an enum case with associated values (`map(Route.detail)` is
/// `map { Route.detail($0) }`). Each becomes a closure that captures nothing.
extension Compiler {
    /// `\.a.b` where the checker found a function expected: `{ $0.a.b }`.
    func keyPathFunction(_ k: KeyPathExprSyntax, _ ctx: FunctionContext) throws -> Expr {
        if let t = typed?.type(of: ExprSyntax(k)), let value = try keyPathValue(k, type: t, ctx) { return value }
        guard k.root == nil, case .function(let roots, _)? = typed?.type(of: ExprSyntax(k)) else {
            // Without the checker's findings (it refused the program) nothing is known
            // here: the checker's own error is the one to hear.
            if typed == nil { throw CompileError("key path without a checked type", at: loc(k)) }
            throw CompileError.unsupported("key paths", at: loc(k))
        }
        var names: [(String, CodeLocation)] = []
        for c in k.components {
            guard case .property(let p) = c.component else { throw CompileError.unsupported("key paths", at: loc(c)) }
            names.append((p.declName.baseName.text, loc(p)))
        }
        // The root's static type decides how the first property dispatches (a protocol
        // extension's property that is no requirement is read statically, as in Swift).
        var rootName: String?
        if roots.count == 1, case .named(let n) = roots[0], interpreter.types[n]?.nominal != nil { rootName = n }
        return oneParameterClosure(ctx, at: loc(k)) { parameter in
            names.enumerated().reduce(parameter) { base, n in
                let read = MemberRead(base: base, name: n.element.0, loc: n.element.1)
                if n.offset == 0 { read.receiverTypeName = rootName }
                return read
            }
        }
    }

    /// `T.init` of a standard type `t` where a function is expected: `{ T($0) }`.
    func initializerFunction(_ t: TypeRef, _ ctx: FunctionContext, at l: CodeLocation) -> Expr {
        oneParameterClosure(ctx, at: l) { parameter in
            ConstructCall(type: t, args: [parameter], labels: [nil], trailing: 0, loc: l)
        }
    }

    /// `Port.init` of a program's type as a function value (`texts.compactMap(Port.init)`):
    /// a closure of one parameter calling the type's one initializer that takes one
    /// argument. Any other shape (several such initializers, several parameters) is refused.
    func declaredInitializerFunction(_ t: TypeRef, _ checked: SemaType?, _ ctx: FunctionContext,
                                     at l: CodeLocation) throws -> Expr {
        let candidates: [FunctionCode]
        switch t {
        case .structType(let s): candidates = s.inits
        case .classType(let c): candidates = c.inits
        case .enumType(let e): candidates = e.inits
        default: candidates = []
        }
        let single = candidates.filter { $0.params.count == 1 && !$0.params[0].isInout && !$0.params[0].isVariadic }
        var label = single.count == 1 ? single[0].params[0].label : nil
        // A struct's memberwise initializer of one property (the checker found it so).
        if candidates.isEmpty, case .structType(let s) = t {
            let memberwise = s.fields.filter { !($0.isLet && $0.initial != nil) }
            if memberwise.count == 1 { label = memberwise[0].memberwiseLabel }
        }
        // An enum's `init(rawValue:)`, which Swift gives an enum with a raw type.
        var rawValueInit = false
        if single.isEmpty, case .enumType(let e) = t, e.rawType != nil {
            (label, rawValueInit) = ("rawValue", true)
        }
        guard case .function(let ps, _)? = checked, ps.count == 1,
              single.count == 1 || (candidates.isEmpty && label != nil) || rawValueInit else {
            if typed == nil { throw CompileError("'\(t.name).init' without a checked type", at: l) }
            throw CompileError.unsupported("'\(t.name).init' as a function value", at: l)
        }
        return oneParameterClosure(ctx, at: l) { parameter in
            ConstructCall(type: t, args: [parameter], labels: [label], trailing: 0, loc: l)
        }
    }

    /// `Route.detail` of a case with associated values where its value is a function:
    /// `{ Route.detail($0, $1, …) }`, the closure's arguments becoming the case's payload.
    /// A generic enum's case is refused (the call would have to bind its arguments).
    func caseFunction(_ e: EnumType, _ c: EnumCase, _ ctx: FunctionContext, at l: CodeLocation) throws -> Expr {
        guard e.genericParameters.isEmpty else {
            throw CompileError.unsupported("cases of generic enums used as functions", at: l)
        }
        return closure(parameterCount: e.cases[c.index].payloadSpecs.count, ctx, at: l) { parameters in
            EnumConstruct(type: e, index: c.index, args: parameters, loc: l)
        }
    }

    /// `min`, `max` or `abs` of the standard library as a function value (`reduce(0, max)`,
    /// `map(abs)`): `{ max($0, $1) }`, `{ abs($0) }`; nil for any other name.
    func standardFunctionValue(_ name: String, _ ctx: FunctionContext, at l: CodeLocation) -> Expr? {
        guard let count = ["min": 2, "max": 2, "abs": 1][name] else { return nil }
        return closure(parameterCount: count, ctx, at: l) {
            BuiltinCall(name: name, args: $0, labels: Array(repeating: nil, count: count), loc: l)
        }
    }

    /// A closure of one parameter whose body returns `body(the parameter)`.
    private func oneParameterClosure(_ ctx: FunctionContext, at l: CodeLocation, _ body: (Expr) -> Expr) -> Expr {
        closure(parameterCount: 1, ctx, at: l) { body($0[0]) }
    }

    /// A closure of `parameterCount` parameters (`$0`, `$1`, …) whose body returns
    /// `body(the parameters)`.
    private func closure(parameterCount: Int, _ ctx: FunctionContext, at l: CodeLocation, _ body: ([Expr]) -> Expr) -> Expr {
        let names = (0..<parameterCount).map { "$\($0)" }
        let code = FunctionCode(name: "closure", kind: .closure,
                                params: names.map { Parameter(label: nil, name: $0, spec: .unknown, defaultValue: nil) },
                                returnSpec: .unknown, hasSelf: false, isMutating: false, location: l)
        let inner = FunctionContext(parent: ctx, code: code, selfType: nil)
        let block = Block(loc: l)
        inner.scopes.append(Scope(block: block))
        code.firstParamSlot = inner.nextSlot
        let bindings = names.map { name in
            let binding = Binding.local(slot: inner.allocate(), kind: .strong, mutable: false, spec: .unknown)
            inner.declare(name, binding)
            return binding
        }
        block.stmts.append(ReturnStmt(value: body(bindings.map { read($0, l) }), spec: .unknown, inFailableInit: false, loc: l))
        code.body = block
        code.slotCount = inner.nextSlot
        return ClosureLiteral(code: code, sources: [], loc: l)
    }
}
