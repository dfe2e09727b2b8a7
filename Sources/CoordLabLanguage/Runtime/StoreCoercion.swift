import CoordLabSema

/// What storing a value into a storage of a declared type converts, decided once from the
/// type's name when a node is compiled: the store itself then costs one switch, where
/// asking the name each time compared strings on every declaration and assignment.
enum StoreCoercion {
    /// Nothing to convert (classes, `Int`, `String`, types not written, …).
    case keep
    /// An array literal becomes the declared `Set`; its integer elements become Doubles
    /// when the element type is one.
    case set(elementsAreDouble: Bool)
    /// A tuple's integer elements become Doubles where the written tuple type has them.
    case tupleElements(typeName: String)
    /// A literal becomes a `Float`.
    case float
    /// An integer literal becomes a value of this sized integer type, when it fits.
    case sized(SizedInteger)
    /// An integer becomes a `Double` (`Double` and `CGFloat`).
    case double

    /// The conversion a store into a storage declared as `spec` makes. The name's length
    /// is looked at first (free for short names): the runtime asks this on stores whose
    /// type is only known then (arguments, properties).
    init(_ spec: TypeSpec) {
        let name = spec.name
        switch name.utf8.count {
        case 3 where name == "Set":
            self = .set(elementsAreDouble: TypeSpec.named(spec.element ?? "").isDouble)
        case 5 where name == "Float":
            self = .float
        case _ where name.utf8.first == UInt8(ascii: "("):
            self = .tupleElements(typeName: name)
        case 4...6:
            if let kind = SizedInteger.named(name) { self = .sized(kind) } else { self = spec.isDouble ? .double : .keep }
        default:
            self = spec.isDouble ? .double : .keep
        }
    }
}

extension Interpreter {
    /// `v` as a storage whose conversion is `coercion` holds it (see `coerce(_:to:)`).
    @inline(__always)
    func coerce(_ v: consuming Value, with coercion: StoreCoercion) -> Value {
        switch coercion {
        case .keep:
            return v
        case .double:
            return coerce(v, toDouble: true)
        case .set(let elementsAreDouble):
            if case .array(let b) = v,
               let s = try? newSet(b.items.map { coerce($0, toDouble: elementsAreDouble) }, at: .unknown) {
                return s
            }
            return v
        case .tupleElements(let typeName):
            if case .tuple(let t) = v { coerceElements(of: t, to: typeName) }
            return v
        case .float:
            if let f = v.asFloat { return .float(f) }
            return coerce(v, toDouble: true)
        case .sized(let kind):
            if case .int(let n) = v, let s = SizedInt(exactly: Int128(n), kind) { return .sized(s) }
            return v
        }
    }
}
