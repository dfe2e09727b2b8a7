/// A value of the interpreted Swift program.
///
/// Optionals are flattened: `nil` is `.none`, a present value is the value itself. Whether
/// an expression is optional (which only matters for printing) is decided by `TypeSpec`.
/// References (`object`, `array`, `structValue`, `closure`, …) are counted by the storage
/// that holds them, never by the enum itself: see `Heap.retain(_:)` and `Heap.release(_:)`.
public enum Value {
    case void
    case none
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case object(Instance)
    case array(ArrayBuffer)
    case dictionary(DictionaryBuffer)
    case structValue(StructValue)
    case enumCase(EnumCase)
    case closure(Closure)
    case tuple(TupleValue)
    case box(Box)
    case metatype(TypeRef)
    case range(Int, Int)

    /// True for `.none` (Swift's `nil`).
    @inlinable public var isNil: Bool {
        if case .none = self { return true }
        return false
    }

    /// The class instance this value refers to, if any.
    @inlinable public var instance: Instance? {
        if case .object(let o) = self { return o }
        return nil
    }
}

/// A Swift tuple value (used for `enumerated()` and dictionary iteration).
public final class TupleValue {
    /// The elements, in order.
    public var elements: [Value]
    /// How many storages hold this tuple.
    public var rc: Int = 1
    init(_ elements: [Value]) { self.elements = elements }
}

/// A heap box holding a local variable that a closure captures by reference.
public final class Box {
    /// The boxed variable's current value.
    public var value: Value
    /// How the box holds its value.
    public let kind: ReferenceKind
    /// The variable's name, for graph labels.
    public let name: String
    /// How many frames and closures hold this box.
    public var rc: Int = 1
    init(value: Value, kind: ReferenceKind, name: String) {
        self.value = value
        self.kind = kind
        self.name = name
    }
}

/// How a storage location holds a reference: Swift's `strong`, `weak` and `unowned`.
public enum ReferenceKind: String, Sendable {
    case strong, weak, unowned
}
