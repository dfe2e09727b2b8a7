/// Finding members by name at run time: own members first, then superclasses, then
/// default implementations in protocol extensions.
extension NominalType {
    /// Methods named `name` that accept the call's labels (and are the overload `selector`
    /// the checker chose, if it chose one), most derived first.
    func findMethod(_ name: String, labels: [String?], trailing: Int, selector: String? = nil) -> FunctionCode? {
        // Only a class keeps a cache; building its key for any other type would cost more
        // than the search.
        guard let c = self as? ClassType else { return searchMethod(name, labels: labels, trailing: trailing, selector: selector) }
        let key = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")#\(trailing)" + (selector ?? "")
        if let hit = c.methodCache[key] { return hit }
        let found = searchMethod(name, labels: labels, trailing: trailing, selector: selector)
        if let f = found { c.methodCache[key] = f }
        return found
    }

    private func searchMethod(_ name: String, labels: [String?], trailing: Int, selector: String?) -> FunctionCode? {
        var t: NominalType? = self
        while let k = t {
            if let m = k.methods[name]?.first(where: { $0.accepts(labels: labels, trailing: trailing, selector: selector) }) {
                return m
            }
            t = (k as? ClassType)?.superclass
        }
        for p in allProtocols() {
            if let m = p.methods[name]?.first(where: { $0.accepts(labels: labels, trailing: trailing, selector: selector) }) {
                return m
            }
        }
        return nil
    }

    /// Any method with this base name (for method references and completion).
    public func anyMethod(named name: String) -> FunctionCode? {
        var t: NominalType? = self
        while let k = t {
            if let m = k.methods[name]?.first { return m }
            t = (k as? ClassType)?.superclass
        }
        return allProtocols().lazy.compactMap { $0.methods[name]?.first }.first
    }

    /// The getter of a computed property named `name`.
    func findComputed(_ name: String) -> FunctionCode? {
        var t: NominalType? = self
        while let k = t {
            if let g = k.computed[name] { return g }
            t = (k as? ClassType)?.superclass
        }
        return allProtocols().lazy.compactMap { $0.computed[name] }.first
    }

    /// A static stored property named `name`, here or in a superclass.
    func findStatic(_ name: String) -> StaticStorage? {
        var t: NominalType? = self
        while let k = t {
            if let s = k.statics[name] { return s }
            t = (k as? ClassType)?.superclass
        }
        return nil
    }

    /// A static method named `name` accepting these labels.
    func findStaticMethod(_ name: String, labels: [String?], trailing: Int, selector: String? = nil) -> FunctionCode? {
        var t: NominalType? = self
        while let k = t {
            if let m = k.staticMethods[name]?.first(where: { $0.accepts(labels: labels, trailing: trailing, selector: selector) }) {
                return m
            }
            t = (k as? ClassType)?.superclass
        }
        for p in allProtocols() {
            if let m = p.staticMethods[name]?.first(where: { $0.accepts(labels: labels, trailing: trailing, selector: selector) }) {
                return m
            }
        }
        return nil
    }

    /// The static method `name` named as a value (`Flow.make`): the nearest declaration,
    /// here, in a superclass or a protocol extension; nil when there is none or it is
    /// overloaded (the checker refuses that).
    func onlyStaticMethod(named name: String) -> FunctionCode? {
        var t: NominalType? = self
        while let k = t {
            if let ms = k.staticMethods[name] { return ms.count == 1 ? ms[0] : nil }
            t = (k as? ClassType)?.superclass
        }
        let found = allProtocols().compactMap { $0.staticMethods[name] }
        return found.count == 1 && found[0].count == 1 ? found[0][0] : nil
    }

    /// A static computed property named `name`: here, in a superclass, or a default in a
    /// protocol extension.
    func findStaticComputed(_ name: String) -> FunctionCode? {
        var t: NominalType? = self
        while let k = t {
            if let g = k.staticComputed[name] { return g }
            t = (k as? ClassType)?.superclass
        }
        return allProtocols().lazy.compactMap { $0.staticComputed[name] }.first
    }

    /// Whether this type conforms to `p` (directly, by inheritance, or via a superclass).
    func conforms(to p: ProtocolType) -> Bool {
        allProtocols().contains { $0 === p }
    }

    /// The initializer a protocol extension gives this type for a call with these labels.
    func protocolInit(labels: [String?], trailing: Int) -> FunctionCode? {
        allProtocols().lazy.compactMap { $0.inits.first { $0.match(labels: labels, trailing: trailing) != nil } }.first
    }
}

extension ClassType {
    /// The initializer a call with these labels uses (the overload `selector` when the
    /// checker chose one), matched to them.
    func initializer(labels: [String?], trailing: Int, selector: String? = nil) -> CallTarget? {
        (findInit(labels: labels, trailing: trailing, selector: selector) ?? protocolInit(labels: labels, trailing: trailing))
            .flatMap { CallTarget(code: $0, labels: labels, trailing: trailing) }
    }

    /// The initializers a call `Type(labels…)` may use (the overload `selector` when the
    /// checker chose one): own, else inherited.
    func findInit(labels: [String?], trailing: Int, selector: String? = nil) -> FunctionCode? {
        var t: ClassType? = self
        while let k = t {
            if let m = k.inits.first(where: { $0.accepts(labels: labels, trailing: trailing, selector: selector) }) { return m }
            t = k.superclass
        }
        return nil
    }

    /// How many initializers the class and its superclasses declare.
    ///
    /// Asked on every construction that found no initializer; recursive, as the other walks
    /// up the chain are, so that it retains no class on the way.
    var initCountWithSuperclasses: Int {
        inits.count + (superclass == nil ? 0 : superclass!.initCountWithSuperclasses)
    }

    /// Whether the class declares any designated initializer.
    var hasDesignatedInit: Bool { inits.contains { $0.kind == .initializer } }
}
