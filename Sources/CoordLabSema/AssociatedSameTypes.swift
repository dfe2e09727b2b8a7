import SwiftSyntax

/// The `where C.Step == Step` requirements of a generic function or initializer, read from
/// its syntax, and what they bind in a call once the arguments have bound `C`.
extension DeclarationCollector {
    /// The requirements of `clause` that tie an associated type of one of `parameters` to
    /// another type (either side may be the associated one).
    func associatedSameTypes(_ clause: GenericWhereClauseSyntax?, parameters: Set<String>,
                             in owner: String?) -> [AssociatedSameType] {
        var found: [AssociatedSameType] = []
        for r in clause?.requirements ?? [] {
            guard let same = r.requirement.as(SameTypeRequirementSyntax.self),
                  let left = same.leftType.as(TypeSyntax.self), let right = same.rightType.as(TypeSyntax.self) else { continue }
            for (dependent, other) in [(left, right), (right, left)] {
                guard let m = dependent.as(MemberTypeSyntax.self),
                      let base = m.baseType.as(IdentifierTypeSyntax.self)?.name.bareText, parameters.contains(base) else { continue }
                found.append(AssociatedSameType(base: base, member: m.name.bareText,
                                                other: declarations.resolve(other, in: owner, parameters: parameters)))
                break
            }
        }
        return found
    }
}

extension GenericBinding {
    /// Binds what `requirements` tie to an associated type of a parameter bound so far
    /// (`Step` from `C.Step == Step` once `C` is `AppFlow`, whose `Step` is `AppStep`).
    mutating func bind(_ requirements: [AssociatedSameType], in declarations: Declarations) {
        for r in requirements {
            guard let base = bindings[r.base], let value = declarations.associatedValues(of: base)[r.member] else { continue }
            bind(r.other, to: value)
        }
    }
}
