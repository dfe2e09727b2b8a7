import CoordLabSyntax
import SwiftSyntax

/// Members reached through an Optional without `?` or `!`. Swift allows it only through a
/// declaration written `T!` (an implicitly unwrapped Optional: `var tabBarItem:
/// UITabBarItem!`, an `@IBOutlet`), and refuses it for a plain `T?` (`h.item.title` for
/// `var item: Item?`). The checker's `.optional` stands for both, so the declaration the
/// base names decides; a base whose declaration it cannot find is let through.
extension BodyChecker {
    /// Members an Optional has of its own, reached without unwrapping.
    static let optionalOwnMembers: Set<String> = [
        "map", "flatMap", "none", "some", "unsafelyUnwrapped", "debugDescription", "customMirror",
        "hashValue", "hash", "self",
    ]

    /// Reports swiftc's error for member `name` of `base`, typed `baseType`, when the base
    /// is certainly a plain Optional.
    func refuseMemberOfPlainOptional(_ name: String, of baseType: SemaType, base: ExprSyntax) {
        guard case .optional(let wrapped) = baseType, wrapped != .unknown, !Self.optionalOwnMembers.contains(name),
              !StandardExtensions.holders(for: baseType).contains(where: { declarations.types[$0]?.members[name] != nil }),
              isPlainOptional(base) else { return }
        let place = base.lastToken(viewMode: .sourceAccurate).map(Syntax.init) ?? Syntax(base)
        error("value of optional type '\(baseType)' must be unwrapped to refer to member '\(name)' of wrapped base "
              + "type '\(wrapped)'", at: place)
    }

    /// Whether `e` names a declaration of a plain Optional type: a local, parameter,
    /// property or global not written `T!`. False where the checker cannot tell.
    func isPlainOptional(_ e: ExprSyntax) -> Bool { declaredOptionality(of: e) == .plain }

    /// Whether `e` names a declaration written `T!`, whose value Swift unwraps where a
    /// `T` is expected (`use(service)` for `func use(_: Service)`).
    func isImplicitlyUnwrapped(_ e: ExprSyntax) -> Bool { declaredOptionality(of: e) == .implicitlyUnwrapped }

    /// How the declaration `e` names was written: `T?` or `T!`; nil where the checker
    /// cannot tell (a call, an expression that names no declaration).
    private func declaredOptionality(of e: ExprSyntax) -> Optionality? {
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return declaredOptionality(of: only.expression)
        }
        if let r = e.as(DeclReferenceExprSyntax.self), r.argumentNames == nil {
            let name = r.baseName.bareText
            if let local = local(name) { return local.isImplicitlyUnwrapped ? .implicitlyUnwrapped : .plain }
            if let selfType, case .found(let ms) = declarations.member(name, of: selfType) {
                return optionality(of: declarations.withInheritedProperty(ms, named: name, of: selfType))
            }
            if declarations.globals[name] != nil {
                return declarations.implicitlyUnwrappedGlobals.contains(name) ? .implicitlyUnwrapped : .plain
            }
            return nil
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, m.declName.argumentNames == nil {
            switch expressionTypes[base.id]?.unwrapped {
            case .named(let n)?, .generic(let n, _)?, .metatype(.named(let n))?:
                let name = m.declName.baseName.bareText
                guard case .found(let ms) = declarations.member(name, of: n) else { return nil }
                return optionality(of: declarations.withInheritedProperty(ms, named: name, of: n))
            case .array?, .dictionary?, .set?, .slice?, .tuple?:
                return .plain
            default:
                return nil
            }
        }
        return nil
    }

    /// How properties found by name were written; nil for methods, or properties written
    /// both ways. Methods of the name that take arguments (`tableView(_:cellForRowAt:)`
    /// beside `tableView`) are not what a plain name means.
    private func optionality(of found: [Member]) -> Optionality? {
        let ms = found.filter { !($0.kind == .method && !$0.parameters.isEmpty) }
        guard !ms.isEmpty, ms.allSatisfy({ $0.kind == .property }) else { return nil }
        if ms.allSatisfy(\.isImplicitlyUnwrapped) { return .implicitlyUnwrapped }
        return ms.contains(where: \.isImplicitlyUnwrapped) ? nil : .plain
    }

    /// Marks a local name declared with type `written` as implicitly unwrapped when it is
    /// written `T!`.
    func markImplicitlyUnwrapped(_ name: String, written: TypeSyntax?) {
        guard written?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true,
              scopes[scopes.count - 1][name] != nil else { return }
        scopes[scopes.count - 1][name]?.isImplicitlyUnwrapped = true
    }

    /// Marks the name a binding's pattern declares (`var x: T!`).
    func markImplicitlyUnwrapped(_ pattern: PatternSyntax, written: TypeSyntax?) {
        guard let i = pattern.as(IdentifierPatternSyntax.self) else { return }
        markImplicitlyUnwrapped(i.identifier.bareText, written: written)
    }
}

/// How a declaration of an Optional type was written.
private enum Optionality {
    /// `T?`: its members need `?` or `!`.
    case plain
    /// `T!`: used as a `T` where one is needed.
    case implicitlyUnwrapped
}
