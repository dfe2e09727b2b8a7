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
