/// What the program declared about a storage's type, as far as the runtime needs it.
///
/// coordlab does not type-check; it keeps just enough of each declared type to behave
/// like Swift where the type changes what happens: `Double` literals, optional printing,
/// the contextual type of `.init()` and `.someCase`, and function-typed parameters.
public struct TypeSpec: Sendable, Equatable {
    /// The base type name (`Int`, `Coordinator`, `Array`, …), or "" when not written.
    var name: String
    /// `T?` or `T!`.
    var isOptional: Bool
    /// A function type `(A) -> B`.
    var isFunction: Bool
    /// For `[T]` and `[K: V]`: the element (value) type.
    var element: String?
    /// For a function type: whether it `throws`, so that a call of such a value needs `try`.
    var throwsError = false
    /// For a composition (`UIViewController & Refreshable`, kept as its first type): the
    /// other types, joined by `&`, that a cast to it checks too.
    var composedWith: String?
    /// For a cast to a program's generic type (`as? Box<Int>`): the arguments, qualified
    /// (`<Swift.Int>`), that the value must have been made with.
    var genericArguments: String?

    /// Whether a value of this type is a function that throws (a call of it needs `try`).
    var isThrowingFunction: Bool { isFunction && throwsError }

    /// No declared type.
    public static let unknown = TypeSpec(name: "", isOptional: false, isFunction: false, element: nil)

    /// A plain named type.
    static func named(_ name: String, optional: Bool = false) -> TypeSpec {
        TypeSpec(name: name, isOptional: optional, isFunction: false, element: nil)
    }

    /// Whether a value of this type is a `Double`, so that integer literals convert.
    /// Asked on every assignment of an integer, so the length (free for short names) is
    /// checked before any comparison.
    var isDouble: Bool {
        switch name.utf8.count {
        case 5: return name == "Float"
        case 6: return name == "Double"
        case 7: return name == "CGFloat"
        default: return false
        }
    }
}

/// A stored property of a class or struct.
public final class FieldInfo {
    /// The property name.
    public let name: String
    /// strong, weak or unowned.
    public let kind: ReferenceKind
    /// `let` (true) or `var`.
    let isLet: Bool
    /// Declared type.
    let spec: TypeSpec
    /// The default value expression, evaluated when the declaring type's init starts.
    var initial: Expr?
    /// For `lazy var`: a getter run on first read.
    var lazyInitial: FunctionCode?
    /// Name of the type that declares it.
    let ownerName: String
    /// For a wrapped property's storage (`_name`): how an argument becomes the wrapper.
    var wrapping: WrappedStorage?
    /// The label of this property's memberwise-initializer argument (`name` for `_name`).
    var memberwiseLabel: String { wrapping?.label ?? name }

    init(name: String, kind: ReferenceKind, isLet: Bool, spec: TypeSpec, ownerName: String) {
        self.name = name
        self.kind = kind
        self.isLet = isLet
        self.spec = spec
        self.ownerName = ownerName
    }
}

/// A static stored property: a lazily initialised global that belongs to a type.
public final class StaticStorage {
    /// The property name.
    let name: String
    /// Current value; `.void` until first access runs `initial`.
    public var value: Value = .void
    /// How the storage holds its value.
    public let kind: ReferenceKind
    /// Declared type.
    let spec: TypeSpec
    /// The initial value expression.
    var initial: Expr?
    /// Whether `initial` has run.
    public var initialized = false
    init(name: String, kind: ReferenceKind, spec: TypeSpec) {
        self.name = name
        self.kind = kind
        self.spec = spec
    }
}
