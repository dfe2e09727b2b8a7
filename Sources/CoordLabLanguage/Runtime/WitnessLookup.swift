/// Which method a call through a protocol requirement reaches: Swift's witness tables.
///
/// A class's conformance is fixed where it is declared: the witness for a requirement is
/// the method that class (or a superclass) has, overridable by subclasses as any class
/// method is; if it has none, the protocol extension's default is the witness, and a
/// subclass's method of the same name is a new method that calls through the protocol
/// never reach.
extension ClassType {
    /// The method a requirement `name` of `p` runs on an instance of this class.
    func witness(_ name: String, of p: ProtocolType, labels: [String?], trailing: Int, selector: String? = nil) -> FunctionCode? {
        let root = conformanceRoot(for: p)
        if root.classChainMethod(name, labels: labels, trailing: trailing, selector: selector) != nil {
            return findMethod(name, labels: labels, trailing: trailing, selector: selector)
        }
        return root.findMethod(name, labels: labels, trailing: trailing, selector: selector)
    }

    /// The protocol extension's getter that property requirement `name` of `p` reads on an
    /// instance of this class; nil when the class's own property is the witness.
    func defaultGetterWitness(_ name: String, of p: ProtocolType) -> FunctionCode? {
        let root = conformanceRoot(for: p)
        return root.classChainProperty(name) ? nil : root.findComputed(name)
    }

    /// The most basic class in the chain that conforms to `p`: where the conformance, and
    /// so its witnesses, are decided.
    private func conformanceRoot(for p: ProtocolType) -> ClassType {
        var root: ClassType = self
        while let s = root.superclass, s.allProtocols().contains(where: { $0 === p }) { root = s }
        return root
    }

    /// Whether this class or a superclass declares property `name` (stored or computed).
    private func classChainProperty(_ name: String) -> Bool {
        if fieldIndex[name] != nil { return true }
        var t: ClassType? = self
        while let k = t {
            if k.computed[name] != nil { return true }
            t = k.superclass
        }
        return false
    }

    /// How a read of property `name` dispatches on a value whose static type is this class
    /// (see `protocolDispatch`).
    func propertyDispatch(for name: String) -> StaticDispatch {
        guard !classChainProperty(name) else { return .dynamic }
        if let p = allProtocols().first(where: { $0.requirements.contains(name) }) { return .witness(p) }
        return findComputed(name).map { .extensionMethod($0) } ?? .dynamic
    }

    /// A method declared by this class or a superclass (not a protocol default).
    private func classChainMethod(_ name: String, labels: [String?], trailing: Int, selector: String?) -> FunctionCode? {
        var t: ClassType? = self
        while let k = t {
            if let m = k.methods[name]?.first(where: { $0.accepts(labels: labels, trailing: trailing, selector: selector) }) { return m }
            t = k.superclass
        }
        return nil
    }

    /// How a call of `name` dispatches on a value whose static type is this class: by the
    /// dynamic type when the class chain declares it, else through the requirement of a
    /// protocol it conforms to, else to a protocol extension's method directly.
    func protocolDispatch(for name: String, labels: [String?], trailing: Int, selector: String? = nil) -> StaticDispatch {
        guard classChainMethod(name, labels: labels, trailing: trailing, selector: selector) == nil else { return .dynamic }
        let protocols = allProtocols()
        if let p = protocols.first(where: { $0.requirements.contains(name) }) { return .witness(p) }
        return findMethod(name, labels: labels, trailing: trailing, selector: selector).map { .extensionMethod($0) } ?? .dynamic
    }
}

/// How Swift picks the code a member call runs, from the receiver's static type.
enum StaticDispatch {
    /// By the dynamic type (class methods, overrides).
    case dynamic
    /// Through the witness of this protocol's requirement (see `ClassType.witness`).
    case witness(ProtocolType)
    /// This protocol extension method (or getter), whatever the dynamic type.
    case extensionMethod(FunctionCode)
}
