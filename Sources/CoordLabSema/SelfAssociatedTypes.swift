/// The associated types of `Self` in an extension of a protocol that has some: a generic
/// value made there from them (`AnyRouter<RouteType>(self)`, the type-erasing wrapper
/// router libraries give every conforming type) has them as generic arguments, which the
/// value takes from `self`'s conformance when it is made (see `witnessedAssociatedTypes`).
extension BodyChecker {
    /// In an instance member of a program's protocol extension, the protocol's associated
    /// types (its own and those of the protocols it refines); empty elsewhere.
    var selfAssociatedTypes: Set<String> {
        guard !isStaticContext, let selfType, let decl = declarations.types[selfType], decl.kind == .protocolType,
              !decl.isFramework else { return [] }
        return declarations.associatedTypes(inheritedBy: selfType)
    }

    /// The type parameters code here may name and a value made here keeps symbolically:
    /// its type's and function's (see `symbolicParameters`) and `Self`'s associated types.
    var parametersHere: Set<String> { symbolicParameters.union(selfAssociatedTypes) }
}

extension Declarations {
    /// The associated types of the protocols type `name` is, refines or conforms to (also
    /// through a superclass).
    func associatedTypes(inheritedBy name: String) -> Set<String> {
        var out: Set<String> = []
        var seen: Set<String> = []
        var work = [name]
        while let p = work.popLast() {
            guard seen.insert(p).inserted, let d = types[p] else { continue }
            if d.kind == .protocolType { out.formUnion(d.associatedTypes) }
            work += d.inherited
        }
        return out
    }

    /// What each associated type of the protocols `conformer` conforms to is for it, by
    /// name: inferred from its members or aliases, else the protocol's default. A generic
    /// conformer's may name its own parameters (`typealias RouteType = R`).
    func witnessedAssociatedTypes(of conformer: String) -> [String: SemaType] {
        guard let decl = types[conformer], decl.kind != .protocolType else { return [:] }
        var out: [String: SemaType] = [:]
        for n in associatedTypes(inheritedBy: conformer) {
            if let t = typeNamed(n, inside: conformer), t != .unknown { out[n] = t }
        }
        return out
    }
}
