import CoordLabSyntax
import SwiftSyntax

/// The class a protocol extension's `where Self: SomeClass` requirement binds `Self` to:
/// inside it, the class's members are members of `self` (`title` in an extension of
/// `Coordinated where Self: UIViewController`).
extension Compiler {
    /// The class named by a `Self: SomeClass` requirement of the extension around `node`.
    func selfClassBound(around node: some SyntaxProtocol) -> ClassType? {
        SelfRequirements.names(around: node).lazy.compactMap { self.interpreter.types[$0]?.nominal as? ClassType }.first
    }
}
