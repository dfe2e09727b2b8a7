/// The generic arguments an instance of a generic class, struct or enum was made with, spelled
/// as Swift prints them: `<Int, String>` in `type(of:)` and a struct's description,
/// `<Swift.Int, Swift.String>` in a class's description and a debug description.
///
/// coordlab erases generic arguments when it runs; they matter only to how an instance
/// prints, so an instance keeps their spellings, fixed by the checker where it was made.
public final class GenericArguments {
    /// `<Int, Array<Plain>>`.
    let plain: String
    /// `<Swift.Int, Swift.Array<main.Plain>>`.
    let qualified: String

    init(plain: String, qualified: String) {
        self.plain = plain
        self.qualified = qualified
    }
}

extension Interpreter {
    /// The generic arguments of a generic class's instance, if it is one.
    func genericArguments(of o: Instance) -> GenericArguments? {
        o.type.genericParameters.isEmpty ? nil : instanceGenericArguments[ObjectIdentifier(o)]
    }

    /// Records the arguments a construction has just made `o` with.
    func takeGenericArguments(for o: Instance) {
        guard let g = pendingGenericArguments else { return }
        pendingGenericArguments = nil
        instanceGenericArguments[ObjectIdentifier(o)] = g
    }

    /// Forgets a destroyed instance's arguments.
    func forgetGenericArguments(of o: Instance) {
        if !o.type.genericParameters.isEmpty { instanceGenericArguments[ObjectIdentifier(o)] = nil }
    }
}

extension Interpreter {
    /// `Box<Int>` for an instance of a generic class or struct; nil for any other value.
    func genericTypeName(of v: Value) -> String? {
        switch v {
        case .object, .weakObject:
            guard let o = v.instance, let g = genericArguments(of: o) else { return nil }
            return o.type.name + g.plain
        case .structValue(let s):
            return s.genericArguments.map { s.type.name + $0.plain }
        case .enumCase(let e):
            return e.genericArguments.map { e.type.name + $0.plain }
        default:
            return nil
        }
    }
}
