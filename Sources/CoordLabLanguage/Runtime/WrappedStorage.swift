/// The storage of a wrapped property (`_name` of `@Published var name`): the wrapper type,
/// and what its `init(wrappedValue:…)` takes besides the value.
///
/// A struct's memberwise initializer takes the wrapped value (`name:`) and makes the
/// wrapper from it, as Swift's does.
final class WrappedStorage {
    /// The wrapped property's name, the memberwise argument's label.
    let label: String
    /// The wrapper type.
    let type: TypeRef
    /// The wrapper's generic arguments (`Published<String>`), if it is generic.
    let genericArguments: GenericArguments?
    /// The attribute's own arguments (`0...10` of `@Clamped(0...10)`), with their labels.
    var extraArguments: [Expr] = []
    var extraLabels: [String?] = []

    init(label: String, type: TypeRef, genericArguments: GenericArguments?) {
        self.label = label
        self.type = type
        self.genericArguments = genericArguments
    }
}

extension Interpreter {
    /// A new wrapper around `value` (a statement temporary).
    func wrap(_ value: Value, in w: WrappedStorage, at loc: CodeLocation) throws -> Value {
        let extra = try evalArgs(w.extraArguments, self)
        pendingGenericArguments = w.genericArguments
        return try construct(w.type, args: [value] + extra, labels: ["wrappedValue"] + w.extraLabels, trailing: 0, at: loc)
    }
}
