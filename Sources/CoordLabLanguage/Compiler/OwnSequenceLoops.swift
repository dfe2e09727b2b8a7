import CoordLabSema
import CoordLabSyntax
import SwiftSyntax

/// A program's own sequences (`struct Countdown: Sequence, IteratorProtocol`): a type that
/// conforms to `Sequence` conforms to the standard library stand-in `__CoordlabSequence`
/// (`Swift/Sequence.swift`), which gives it `map`, `filter`, … and `makeIterator()` for a
/// type that is its own iterator; `for x in sequence` asks its iterator for each element.
extension OwnSequences {
    /// The hidden local that holds the sequence a `for` loop iterates, then its iterator.
    static let sequenceName = "__coordlabSequence"
    static let iteratorName = "__coordlabIterator"
}

extension Compiler {
    /// Whether the checker found `e` to be a value of a program's type that conforms to
    /// `Sequence`.
    func isOwnSequence(_ e: ExprSyntax) -> Bool {
        guard let n = typed?.type(of: e)?.nominalName, let t = interpreter.types[n]?.nominal else { return false }
        return t.allProtocols().contains { $0.name == OwnSequences.standIns["Sequence"] }
    }

    /// Whether the checker found `e` to be a value of a program's type that conforms to
    /// `Collection` (whose `indices` is a `DefaultIndices` wrapper in Swift).
    func isOwnCollection(_ e: ExprSyntax) -> Bool {
        guard let n = typed?.type(of: e)?.nominalName, let t = interpreter.types[n]?.nominal else { return false }
        return t.allProtocols().contains { $0.name == OwnSequences.standIns["Collection"] }
    }

    /// Whether a `for` loop over `e` may be given a program's own sequence: `e` is one, or
    /// the checker does not know its type (a generic function's `S: Sequence`).
    func mayBeOwnSequence(_ e: ExprSyntax) -> Bool {
        if let i = e.as(InfixOperatorExprSyntax.self), i.operator.is(BinaryOperatorExprSyntax.self) { return false }
        switch typed?.type(of: e) {
        case .array?, .slice?, .set?, .dictionary?, .named("String")?: return false
        case .named(let n)?, .generic(let n, _)?:
            return interpreter.types[n]?.nominal == nil || interpreter.types[n]?.nominal is ProtocolType || isOwnSequence(e)
        default: return true
        }
    }

    /// The hidden locals and calls a `for` loop over a program's own sequence runs with,
    /// declared in the loop's scope: `var __coordlabIterator = __coordlabSequence.makeIterator()`,
    /// then `__coordlabIterator.next()` for each element.
    /// A `for await` loop's calls are `makeAsyncIterator()` and `await next()` (`try await`
    /// for `for try await`), given as `makeIterator` and `next`.
    func ownSequenceIteration(at l: CodeLocation, enumerates: Bool, limit: Expr?, _ ctx: FunctionContext,
                              makeIterator: String = "makeIterator()", next: String = "next()") throws -> IteratorForInStmt.Iteration {
        var hidden: [Int] = []
        let sequence = bind(OwnSequences.sequenceName, ctx, bound: &hidden, spec: .unknown, mutable: false)
        let iterator = bind(OwnSequences.iteratorName, ctx, bound: &hidden, spec: .unknown, mutable: true)
        guard case .expr(let make)? = synthesizedItem("\(OwnSequences.sequenceName).\(makeIterator)", at: l),
              case .expr(let next)? = synthesizedItem(next.replacingOccurrences(of: "next()", with: "\(OwnSequences.iteratorName).next()"), at: l) else {
            throw CompileError.unsupported("this sequence", at: l)
        }
        return .init(sequence: sequence, sequenceSlot: hidden[0], makeIterator: try compileExpr(make, ctx, expected: nil),
                     iterator: iterator, iteratorSlot: hidden[1], next: try compileExpr(next, ctx, expected: nil),
                     enumerates: enumerates, limit: limit)
    }

    /// The sequence of `for … in sequence.enumerated()` or `sequence.prefix(n)` when it is a
    /// program's own: the loop counts its elements as it asks for them, as Swift's
    /// `EnumeratedSequence` and `PrefixSequence` do, and stops asking after `n`.
    func wrappedOwnSequence(_ e: ExprSyntax) -> (base: ExprSyntax, enumerates: Bool, limit: ExprSyntax?)? {
        guard let c = e.as(FunctionCallExprSyntax.self), c.trailingClosure == nil,
              let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base, isOwnSequence(base) else { return nil }
        switch (m.declName.baseName.text, c.arguments.map(\.label?.text)) {
        case ("enumerated", []): return (base, true, nil)
        case ("prefix", [nil]): return (base, false, c.arguments.first?.expression)
        default: return nil
        }
    }
}

extension Compiler {
    /// swiftc's error for a type among `types` that declares `Sequence` with neither
    /// `makeIterator()` nor a `next()` of its own, or `IteratorProtocol` without `next()`;
    /// coordlab's refusal of a bidirectional collection whose index moves are Swift's defaults
    /// or of a collection of Optionals.
    func checkSequenceConformances(_ types: [NominalType]) throws {
        for t in types where !(t is ProtocolType) {
            let declaresNext = declaresMethod("next", t)
            if t.inheritedNames.contains("IteratorProtocol"), !declaresNext {
                throw CompileError("type '\(t.name)' does not conform to protocol 'IteratorProtocol'", at: t.location)
            }
            if t.inheritedNames.contains("Sequence"), !declaresNext, !declaresMethod("makeIterator", t) {
                throw CompileError("type '\(t.name)' does not conform to protocol 'Sequence'", at: t.location)
            }
            if let element = typeChecker.optionalCollectionElement(of: t.name) {
                throw CompileError.unsupported("a collection whose elements are Optionals ('\(element)')", at: t.location)
            }
            if let element = typeChecker.optionalSequenceElement(of: t.name) {
                throw CompileError.unsupported("a sequence whose elements are Optionals ('\(element)')", at: t.location)
            }
            for p in ["BidirectionalCollection", "RandomAccessCollection"] where t.inheritedNames.contains(p) {
                let indexMoves = t.methods["index"] ?? []
                for label in ["after", "before"] where !indexMoves.contains(where: { $0.params.map(\.label) == [label] }) {
                    throw CompileError.unsupported("a \(p) without its own index(\(label):)", at: t.location)
                }
            }
        }
    }

    /// Whether `t` or a superclass declares an instance method `name`.
    private func declaresMethod(_ name: String, _ t: NominalType) -> Bool {
        var k: NominalType? = t
        while let c = k {
            if c.methods[name]?.isEmpty == false { return true }
            k = (c as? ClassType)?.superclass
        }
        return false
    }
}
