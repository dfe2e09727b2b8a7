import CoordLabSyntax
import SwiftSyntax

/// `Self()`, `Self.init(…)`, `self.init(…)` in a static member and `type(of: x).init(…)` of
/// a class that is not final: the instance made may be of a subclass, which has the
/// initializer only when it is `required`, so swiftc refuses any other (coordlab ran it).
extension BodyChecker {
    /// Refuses call `c` of an initializer through a metatype value of a class that is not
    /// final, in swiftc's words, when the initializer the call means is not `required`.
    func refuseMetatypeInitializer(_ c: FunctionCallExprSyntax, call: CallArguments) {
        guard var callee = metatypeInitializerCallee(c.calledExpression), var decl = declarations.types[callee.className] else { return }
        // In a protocol extension `where Self: SomeClass` (UIKit's `Storyboarded`), `Self` is
        // of that class unless the protocol requires the initializer.
        if decl.kind == .protocolType {
            guard !(decl.members["init"] ?? []).contains(where: { call.fits($0) }),
                  let bound = selfClassBound(around: c.calledExpression), let boundDecl = declarations.types[bound] else { return }
            (callee.className, decl) = (bound, boundDecl)
        }
        guard decl.kind == .classType, !decl.isFinal else { return }
        let initializers: [Member]
        switch declarations.member("init", of: callee.className) {
        case .found(let ms): initializers = ms.filter { $0.kind == .initializer }
        case .missing: initializers = []
        case .unknown: return
        }
        let meant = initializers.filter { call.fits($0) }
        // Without an initializer of its own or inherited, the class has the implicit `init()`.
        let refused = meant.isEmpty ? initializers.isEmpty && call.arguments.isEmpty : meant.allSatisfy { !$0.isRequired }
        guard refused else { return }
        error("constructing an object of class type '\(callee.spelled)' with a metatype value must use a 'required' initializer",
              at: callee.place)
    }

    /// The class whose initializer `callee` calls through a metatype value, the name swiftc
    /// gives it, and where it puts the error: `Self` itself, else the `init` after the
    /// metatype.
    private func metatypeInitializerCallee(_ callee: ExprSyntax) -> (className: String, spelled: String, place: Syntax)? {
        if let r = callee.as(DeclReferenceExprSyntax.self), r.baseName.text == "Self", let selfType {
            return (selfType, "Self", Syntax(r))
        }
        guard let m = callee.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init", let base = m.base else { return nil }
        if let r = base.as(DeclReferenceExprSyntax.self), let selfType,
           r.baseName.text == "Self" || r.baseName.text == "self" && isStaticContext {
            return (selfType, "Self", Syntax(m.declName))
        }
        guard let t = base.as(FunctionCallExprSyntax.self), t.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
              t.arguments.count == 1, let argument = t.arguments.first, argument.label?.text == "of",
              case .named(let n) = quietType(of: argument.expression) else { return nil }
        return (n, n, Syntax(m.declName))
    }

    /// The class named by a `Self: SomeClass` requirement of the extension around `node`.
    func selfClassBound(around node: some SyntaxProtocol) -> String? {
        SelfRequirements.names(around: node).first { declarations.types[$0]?.kind == .classType }
    }
}
