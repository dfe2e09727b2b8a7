import SwiftSyntax

extension Declarations {
    /// The elements a `for await` loop over a value of type `t` visits: what its
    /// `makeAsyncIterator()`'s iterator's `next()` gives, unwrapped (the prelude's
    /// `AsyncStream<Int>` gives `Int`); unknown when the methods cannot be read.
    func asyncSequenceElement(of t: SemaType) -> SemaType {
        guard let n = t.nominalName, let make = method("makeAsyncIterator", of: n) else { return .unknown }
        let iterator = (make.symbolic?.result ?? make.type).substituting(genericBindings(of: t))
        guard let itn = iterator.nominalName, let next = method("next", of: itn),
              case .optional(let element) = (next.symbolic?.result ?? next.type).substituting(genericBindings(of: iterator)) else {
            return .unknown
        }
        return element
    }

    /// The instance method `name` type `n` declares (the first, if several).
    private func method(_ name: String, of n: String) -> Member? {
        types[n]?.members[name]?.first { $0.kind == .method && !$0.isStatic }
    }
}

extension BodyChecker {
    /// The members Swift's `AsyncSequence` gives every conforming type (its operators and
    /// reductions), which coordlab does not give a program's own async sequence.
    static let asyncSequenceMembers: Set<String> = [
        "map", "filter", "compactMap", "flatMap", "reduce", "first", "contains", "allSatisfy", "min", "max",
        "prefix", "dropFirst", "drop",
    ]

    /// Refuses member `name` of `base`, a program's own type conforming to `AsyncSequence`,
    /// when it is one of the sequence operators Swift gives such a type and the type does
    /// not declare it: coordlab does not give them yet. Nil when it is not such a member.
    func refusedAsyncSequenceMember(_ name: String, of base: SemaType, at node: some SyntaxProtocol,
                                    call: CallArguments?) -> SemaType? {
        guard Self.asyncSequenceMembers.contains(name), let n = base.nominalName,
              declarations.types[n]?.inherited.contains("AsyncSequence") == true else { return nil }
        if case .found = declarations.member(name, of: n) { return nil }
        unsupported("'\(name)' of a program's own AsyncSequence ('\(base)')", at: node)
        typeArguments(call, parameters: nil)
        return .unknown
    }
}
