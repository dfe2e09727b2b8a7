extension Interpreter {
    /// Whether the metatype of `type` is of the metatype type named `name`, as `is` and
    /// `as?` decide it for a type value: a class's metatype is one of each superclass's
    /// (`MyCell.self as? UITableViewCell.Type`), a type's is one of each protocol's it
    /// conforms to (`P.Type`), every class's is an `AnyClass` (`AnyObject.Type`), and every
    /// type's an `Any.Type`.
    func metatype(_ type: TypeRef, isA name: String) -> Bool {
        switch name {
        case "Any.Type": return true
        case "AnyClass", "AnyObject.Type":
            if case .classType = type { return true }
            return false
        default: break
        }
        guard name.hasSuffix(".Type") else { return false }
        let base = String(name.dropLast(".Type".count))
        switch (type, types[base]) {
        case (.classType(let c), .classType(let b)?): return c.isSubclass(of: b)
        case (_, .protocolType(let p)?): return type.nominal.map { !($0 is ProtocolType) && $0.conforms(to: p) } ?? false
        default: return type.name == base
        }
    }
}
