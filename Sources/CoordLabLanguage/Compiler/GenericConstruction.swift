import CoordLabSema
import SwiftSyntax

/// Instances of generic classes and structs: the checker found the generic arguments of
/// each construction; the compiler spells them for the instance to keep.
extension Compiler {
    /// The arguments a call making an instance of `t` makes it with; nil when `t` is not
    /// generic. A construction the checker found no arguments for is refused: the
    /// instance would print without them.
    func genericArguments(constructing t: TypeRef, in call: FunctionCallExprSyntax?, at l: CodeLocation) throws -> GenericArguments? {
        // Without the checker's findings (it refused the program, and the compiler only
        // looks for an earlier refusal of its own), there is nothing to spell.
        guard let n = t.nominal, !n.genericParameters.isEmpty, typed != nil else { return nil }
        guard let call, case .generic(_, let args)? = typed?.constructedType(of: call) else {
            throw CompileError.unsupported("making an instance of generic type '\(n.name)' here (coordlab cannot tell its generic arguments)", at: l)
        }
        return spelled(args)
    }

    /// A case without associated values: the enum's shared value, or for a generic enum a
    /// value of its own that keeps the generic arguments the checker found.
    func caseValue(_ c: EnumCase, reference: MemberAccessExprSyntax?, at l: CodeLocation) throws -> Expr {
        guard !c.type.genericParameters.isEmpty, typed != nil else { return Literal(.enumCase(c), loc: l) }
        guard let reference, case .generic(_, let args)? = typed?.constructedType(of: reference) else {
            throw CompileError.unsupported("the case '\(c.name)' of generic enum '\(c.type.name)' here (coordlab cannot tell its generic arguments)", at: l)
        }
        let value = GenericCaseValue(case: c, genericArguments: spelled(args), loc: l)
        // Named without a call, nothing is compiled inside it: the context is its own.
        value.genericTemplate = try genericTemplate(for: value.genericArguments, in: expressionContext, at: l)
        return value
    }

    /// Generic arguments as an instance keeps them.
    private func spelled(_ args: [SemaType]) -> GenericArguments {
        GenericArguments(plain: args.map { spelled($0, qualified: false) }, qualified: args.map { spelled($0, qualified: true) })
    }

    /// How to fill in `arguments` when they name generic parameters of the type whose
    /// member makes the value (`Node<T>(…)` inside `Stack<T>`): from `self`'s arguments when
    /// it runs. Only in the member's own body: a closure would have to capture `self` to
    /// read them, which Swift's would not.
    func genericTemplate(for arguments: GenericArguments?, in ctx: FunctionContext?, at l: CodeLocation) throws -> GenericTemplate? {
        guard let arguments, arguments.isTemplate else { return nil }
        guard let ctx, ctx.parent == nil, let owner = ctx.selfType, ctx.hasInstanceSelf,
              let me = ctx.lookup("self", loc: l) else {
            throw CompileError.unsupported("making a generic value from the generic parameters of 'self' here (in a closure or a static member)", at: l)
        }
        return GenericTemplate(selfRead: read(me, l), parameters: owner.genericParameters)
    }

    /// A generic argument as Swift prints it in a type's name: `Array<Int>`, or with module
    /// names, `Swift.Array<main.Plain>`.
    private func spelled(_ t: SemaType, qualified: Bool) -> String {
        func generic(_ name: String, _ args: [SemaType]) -> String {
            name + "<" + args.map { spelled($0, qualified: qualified) }.joined(separator: ", ") + ">"
        }
        switch t {
        case .parameter(let p): return GenericArguments.placeholder(p)
        case .named(let n):
            guard qualified else { return String(n.split(separator: ".").last ?? Substring(n)) }
            if n == "Any" { return n }
            if case .builtin? = interpreter.types[n] { return "Swift.\(n)" }
            if Builtins.protocolNames.contains(n) { return "Swift.\(n)" }
            if interpreter.types[n] == nil, n == "AnyObject" || Self.standardTypeNames.contains(n) { return "Swift.\(n)" }
            return "\(Interpreter.moduleName).\(n)"
        case .array(let e): return generic(qualified ? "Swift.Array" : "Array", [e])
        case .dictionary(let k, let v): return generic(qualified ? "Swift.Dictionary" : "Dictionary", [k, v])
        case .tuple(let es):
            return "(" + es.map { ($0.label.map { "\($0): " } ?? "") + spelled($0.type, qualified: qualified) }.joined(separator: ", ") + ")"
        case .generic(let n, let args):
            let module = interpreter.types[n]?.nominal?.moduleName ?? Interpreter.moduleName
            let name = qualified ? "\(module).\(n)" : String(n.split(separator: ".").last ?? Substring(n))
            return generic(name, args)
        default:
            return t.description
        }
    }
}
