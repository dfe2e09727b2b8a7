import SwiftSyntax

/// Members of constrained extensions of standard types (`extension Array where Element:
/// Screen { func present() }`): a receiver whose parameters fail the `where` clause has not
/// got them, which is swiftc's error ("referencing instance method 'present()' on 'Array'
/// requires that 'Double' conform to 'Screen'"), where coordlab would start the program and
/// stop when the member's body needs the conformance.
extension BodyChecker {
    /// Whether the receiver's parameters (`bindings`) meet the condition of the member among
    /// `candidates` a use means; records swiftc's error at `node` for the first that does
    /// not. A condition the checker cannot judge, or a use it cannot tie to one member, passes.
    func meetsExtensionCondition(_ candidates: [Member], of holder: String, bindings: [String: SemaType],
                                 at node: some SyntaxProtocol) -> Bool {
        guard candidates.count == 1, let m = candidates.first else { return true }
        for (parameter, required) in m.extensionCondition.sorted(by: { $0.key < $1.key }) {
            guard let t = bindings[parameter] else { continue }
            for p in required where conformance(of: t, to: p) == false {
                error("\(Self.conditionalMemberReference(m, on: holder)) requires that '\(t)' conform to '\(p)'", at: node)
                return false
            }
        }
        return true
    }

    /// How swiftc names a conditional member in that error: `referencing instance method
    /// 'total()' on 'Array'`, or `property 'firstV'`.
    private static func conditionalMemberReference(_ m: Member, on holder: String) -> String {
        let typeName = holder.hasPrefix("Swift.") ? String(holder.dropFirst("Swift.".count)) : holder
        if m.kind == .property { return "property '\(m.name)'" }
        let full = "\(m.name)(\(m.labels.map { ($0 ?? "_") + ":" }.joined()))"
        return "referencing \(m.isStatic ? "static" : "instance") method '\(full)' on '\(typeName)'"
    }
}
