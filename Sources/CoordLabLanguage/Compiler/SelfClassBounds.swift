import CoordLabSyntax
import SwiftSyntax

/// The class `self` is also an instance of in a protocol's extension: the class a
/// `where Self: SomeClass` requirement names, or the one the protocol itself inherits
/// (`protocol Coordinated: UIViewController`). There, the class's members are members of
/// `self` (`title`, `present(_:animated:)`).
extension Compiler {
    /// The class bounding `Self` around `node`, in the code of `selfType`'s members.
    func selfClassBound(around node: some SyntaxProtocol, of selfType: NominalType?) -> ClassType? {
        if let bound = SelfRequirements.names(around: node).lazy.compactMap({ self.interpreter.types[$0]?.nominal as? ClassType }).first {
            return bound
        }
        return (selfType as? ProtocolType).flatMap(inheritedClass)
    }

    /// The bound class around `node` when it has instance member `name`, with the binding of
    /// `self` there: what a bare `title`, `title = …` or `present(…)` in such an extension reads.
    func selfBoundMember(_ name: String, around node: some SyntaxProtocol, _ ctx: FunctionContext,
                         at l: CodeLocation) -> (bound: ClassType, selfBinding: Binding)? {
        guard ctx.effectiveSelfType is ProtocolType, ctx.hasInstanceSelf,
              let bound = selfClassBound(around: node, of: ctx.effectiveSelfType), hasMember(bound, name, static: false),
              let selfBinding = ctx.lookup("self", loc: l) else { return nil }
        return (bound, selfBinding)
    }

    /// The class protocol `p` (or a protocol it inherits) inherits, if any.
    private func inheritedClass(_ p: ProtocolType) -> ClassType? {
        if let c = p.inheritedNames.lazy.compactMap({ self.interpreter.types[$0]?.nominal as? ClassType }).first { return c }
        return p.inherited.lazy.compactMap(inheritedClass).first
    }
}
