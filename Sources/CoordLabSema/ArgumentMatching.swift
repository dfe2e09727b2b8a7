import SwiftSyntax

/// What a call needs to know of one parameter to match an argument to it.
struct ParameterShape: Sendable, Equatable {
    /// The argument label (`nil` for `_`).
    var label: String?
    /// Whether the parameter has a default value (its argument may be left out).
    var hasDefault: Bool
    /// Whether it is variadic (`_ items: T...`), taking any number of arguments.
    var isVariadic: Bool
    /// Whether it takes a function that throws (`() async throws -> T`): of two
    /// initializers alike but for this (`Task`'s), a closure's own throwing chooses.
    var takesThrowingFunction = false
    /// Whether it is `@autoclosure`: its argument is an expression the call wraps in a closure.
    var isAutoclosure = false
    /// Whether it is `@escaping`: a closure given for it may outlive the call.
    var isEscaping = false
    /// Whether it is `@_implicitSelfCapture` (`Task`'s operation): a closure given for it
    /// may use a class's members without `self.`.
    var capturesSelfImplicitly = false
    /// Whether it is `inout`: its argument is written `&storage`, which the call changes.
    var isInout = false
    /// For a parameter of function type: which of that function's parameters are `inout`
    /// (a closure given for `(inout State) -> Void` changes its `$0` in place).
    var closureInoutParameters: [Bool] = []
    /// Whether its type may be a function (a function type, Optional or not, or a name that
    /// may alias one): a trailing closure never goes to a defaulted parameter that is not.
    var takesFunction = true

    init(_ p: FunctionParameterSyntax) {
        label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.bareText
        hasDefault = p.defaultValue != nil
        isVariadic = p.ellipsis != nil
        let attributed = p.type.as(AttributedTypeSyntax.self)
        let written = attributed?.baseType ?? p.type
        takesThrowingFunction = written.as(FunctionTypeSyntax.self)?.effectSpecifiers?.throwsClause != nil
        let typeAttributes = Set(attributed?.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription } ?? [])
        isAutoclosure = typeAttributes.contains("autoclosure")
        isEscaping = typeAttributes.contains("escaping")
        isInout = attributed?.specifiers.contains { $0.trimmedDescription == "inout" } == true
        closureInoutParameters = InoutClosureParameters.positions(in: p.type)
        takesFunction = Self.mayBeFunction(written)
        capturesSelfImplicitly = p.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_implicitSelfCapture" }
    }

    /// Whether a written type may be a function type: not a collection, tuple or one of
    /// Swift's own value types (a name the program declares may alias a function type).
    static func mayBeFunction(_ t: TypeSyntax) -> Bool {
        if let o = t.as(OptionalTypeSyntax.self) { return mayBeFunction(o.wrappedType) }
        if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return mayBeFunction(o.wrappedType) }
        if let a = t.as(AttributedTypeSyntax.self) { return mayBeFunction(a.baseType) }
        if let tuple = t.as(TupleTypeSyntax.self) {
            return tuple.elements.count == 1 ? tuple.elements.first.map { mayBeFunction($0.type) } ?? true : false
        }
        if t.is(ArrayTypeSyntax.self) || t.is(DictionaryTypeSyntax.self) { return false }
        if let name = t.as(IdentifierTypeSyntax.self)?.name.text, valueTypeNames.contains(name) { return false }
        return true
    }

    /// Swift's own types that are never functions, as parameters with defaults are written.
    private static let valueTypeNames: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "TimeInterval", "String", "Character", "Array", "Dictionary", "Set",
    ]

    init(label: String?, hasDefault: Bool, isEscaping: Bool = false) {
        self.label = label
        self.hasDefault = hasDefault
        self.isEscaping = isEscaping
        isVariadic = false
    }
}

/// Matching a call's arguments to a declaration's parameters as Swift does for the subset:
/// in order, by label; a parameter with a default may be left out; an unlabelled closure
/// (a trailing one) fills a parameter of any label; a variadic parameter takes every
/// unlabelled argument that follows its first.
///
/// When nothing matches, `mismatch` words the error swiftc gives for the common cases, at
/// the place swiftc puts it.
enum ArgumentMatching {
    /// For each argument, the index of the parameter it goes to; nil when they do not match.
    static func match(_ call: CallArguments, _ shapes: [ParameterShape]) -> [Int]? {
        match(call.arguments, from: 0, to: 0, shapes, [])
    }

    /// The match of the arguments from `k` on to the parameters from `p` on, after `out`.
    ///
    /// An unlabelled closure (a trailing one) goes to the next parameter, as in Swift's
    /// forward scan, but skips a parameter with a default that does not take a function
    /// (`flag: Bool = false` before `handler: () -> Void`), or that would leave a later
    /// parameter without the argument it needs.
    private static func match(_ arguments: [(label: String?, expression: ExprSyntax)], from k: Int, to p: Int,
                              _ shapes: [ParameterShape], _ out: [Int]) -> [Int]? {
        guard k < arguments.count else {
            return shapes[min(p, shapes.count)...].allSatisfy { $0.hasDefault || $0.isVariadic } ? out : nil
        }
        let a = arguments[k]
        let isClosure = a.label == nil && a.expression.is(ClosureExprSyntax.self)
        if let last = out.last, shapes[last].isVariadic, a.label == nil, !isClosure {
            return match(arguments, from: k + 1, to: p, shapes, out + [last])
        }
        var p = p
        if isClosure {
            while p < shapes.count {
                if !shapes[p].hasDefault { break }
                if shapes[p].takesFunction, let m = match(arguments, from: k + 1, to: p + 1, shapes, out + [p]) { return m }
                p += 1
            }
        } else {
            while p < shapes.count, shapes[p].label != a.label {
                guard shapes[p].hasDefault else { return nil }
                p += 1
            }
        }
        guard p < shapes.count else { return nil }
        return match(arguments, from: k + 1, to: p + 1, shapes, out + [p])
    }

    /// swiftc's error for a call whose arguments do not match `shapes`, and where it
    /// goes; nil when the mismatch is not one of the shapes worded here.
    static func mismatch(_ call: CallArguments, _ shapes: [ParameterShape]) -> (message: String, at: Syntax)? {
        // A trailing closure no parameter takes, the arguments before it fitting.
        if let trailing = call.firstTrailingIndex, call.syntax?.additionalTrailingClosures.isEmpty == true,
           match(CallArguments(prefixOf: call, count: trailing), shapes) != nil {
            return ("extra trailing closure passed in call", Syntax(call.arguments[trailing].expression))
        }
        guard let c = call.syntax, !shapes.contains(where: \.isVariadic),
              !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) else { return nil }
        let open = c.leftParen.map(Syntax.init) ?? Syntax(c.calledExpression)
        let close = c.rightParen.map(Syntax.init) ?? Syntax(c)
        let args = Array(c.arguments)
        let labels = call.arguments.map(\.label)
        func spelled(_ ls: [String?]) -> String { ls.map { ($0 ?? "_") + ":" }.joined() }
        func named(_ k: Int) -> String { shapes[k].label.map { "'\($0)'" } ?? "#\(k + 1)" }

        // Arguments out of order: the first one that must come earlier is named, at its label.
        let positions = labels.map { l in l.flatMap { l in shapes.firstIndex { $0.label == l } } }
        if labels.allSatisfy({ $0 != nil }), positions.allSatisfy({ $0 != nil }), Set(labels).count == labels.count {
            for j in labels.indices {
                if let i = (0..<j).first(where: { positions[$0]! > positions[j]! }), let label = args[j].label {
                    return ("argument '\(labels[j]!)' must precede argument '\(labels[i]!)'", Syntax(label))
                }
            }
        }
        // More arguments than parameters, the first ones matching: the rest are extra.
        if args.count > shapes.count, match(CallArguments(prefixOf: call, count: shapes.count), shapes) != nil {
            let extra = Array(shapes.count..<args.count)
            if extra.count == 1, let k = extra.first {
                let label = labels[k].map { " '\($0)'" } ?? ""
                return ("extra argument\(label) in call", Syntax(args[k].expression))
            }
            return ("extra arguments at positions \(extra.map { "#\($0 + 1)" }.joined(separator: ", ")) in call", open)
        }
        // As many arguments as parameters, with other labels.
        if args.count == shapes.count {
            let expected = shapes.map(\.label)
            let wrong = zip(labels, expected).filter { $0 != $1 }
            guard !wrong.isEmpty else { return nil }
            if wrong.allSatisfy({ $0.0 == nil }) {
                let missing = wrong.map { $0.1 ?? "_" }
                return ("missing argument label\(missing.count == 1 ? "" : "s") '\(missing.map { $0 + ":" }.joined())' in call", open)
            }
            if wrong.allSatisfy({ $0.1 == nil }) {
                let extraneous = wrong.map { $0.0 ?? "_" }
                return ("extraneous argument label\(extraneous.count == 1 ? "" : "s") '\(extraneous.map { $0 + ":" }.joined())' in call", open)
            }
            return ("incorrect argument label\(wrong.count == 1 ? "" : "s") in call (have '\(spelled(labels))', expected '\(spelled(expected))')", open)
        }
        // Fewer: the arguments given match in order, some parameters without a default lack one.
        // A missing argument is reported where it would go: before the argument that
        // follows it, or at the closing parenthesis.
        var p = 0
        var missing: [(parameter: Int, before: Syntax)] = []
        for (k, a) in labels.enumerated() {
            while p < shapes.count, shapes[p].label != a {
                if !shapes[p].hasDefault { missing.append((p, Syntax(args[k]))) }
                p += 1
            }
            guard p < shapes.count else { return nil }
            p += 1
        }
        missing += (p..<shapes.count).filter { !shapes[$0].hasDefault }.map { ($0, close) }
        guard !missing.isEmpty else { return nil }
        if missing.count == 1, let only = missing.first {
            return ("missing argument for parameter \(named(only.parameter)) in call", only.before)
        }
        return ("missing arguments for parameters \(missing.map { named($0.parameter) }.joined(separator: ", ")) in call", open)
    }
}

extension CallArguments {
    /// The first `count` arguments of `call`.
    init(prefixOf call: CallArguments, count: Int) {
        self = call
        arguments = Array(call.arguments.prefix(count))
    }
}
