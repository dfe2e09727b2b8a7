import SwiftSyntax

/// The order swiftc checks a file in, which decides the error it reports first: the
/// top-level code and the declarations (stored properties' initial values and `didSet`
/// observers included: swiftc reads a `didSet` early, to see whether it uses `oldValue`)
/// in source order, then the bodies of functions, initializers, deinitializers and the
/// other accessors, in source order. A closure's body is checked with
/// the code around it, and so is a function declared inside the closure.
enum CheckingOrder {
    /// Whether swiftc checks `node` after the top-level code: the outermost body or closure
    /// around it is the body of a function, an initializer, a deinitializer or an accessor
    /// other than `didSet`.
    static func isInDeferredBody(_ node: some SyntaxProtocol) -> Bool {
        var deferred = false
        var current = Syntax(node).parent
        while let n = current {
            if n.is(ClosureExprSyntax.self) {
                deferred = false
            } else if let a = n.as(AccessorDeclSyntax.self) {
                deferred = a.accessorSpecifier.text != "didSet"
            } else if isDeclarationBody(n) || isGetterBody(n) {
                deferred = true
            }
            current = n.parent
        }
        return deferred
    }

    /// Whether `n` is a computed property's or subscript's body written without `get`.
    private static func isGetterBody(_ n: Syntax) -> Bool {
        guard let block = n.as(AccessorBlockSyntax.self), case .getter = block.accessors else { return false }
        return true
    }

    /// Whether `n` is the body of a function, an initializer or a deinitializer.
    private static func isDeclarationBody(_ n: Syntax) -> Bool {
        guard n.is(CodeBlockSyntax.self), let parent = n.parent else { return false }
        return parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self)
    }
}
