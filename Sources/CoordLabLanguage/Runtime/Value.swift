/// A value of the interpreted Swift program.
///
/// Optionals are flattened: `nil` is `.none`, a present value is the value itself. Whether
/// an expression is optional (which only matters for printing) is decided by `TypeSpec`.
/// References (`object`, `array`, `structValue`, `closure`, …) are counted by the storage
/// that holds them, never by the enum itself: see `Interpreter.retain(_:)` and
/// `Interpreter.release(_:)`.
///
/// An object reference comes in two forms:
/// - `.object`, in strong storages, temporaries and arguments, is unretained: the heap keeps
///   the instance's memory while it is alive or deinitializing, which is as long as a strong
///   reference to it can exist. Copying it costs nothing, where a retained reference would
///   cost the host an atomic retain and release on every read.
/// - `.weakObject`, in weak and unowned storages only, is retained, so the memory of a
///   destroyed instance stays readable for as long as such a storage names it: a weak read
///   must find it destroyed and give nil, an unowned read must trap.
/// `Interpreter.store(_:kind:into:)` and `readReference(_:kind:at:)` convert between them.
public enum Value {
    case void
    case none
    case int(Int)
    /// A value of a sized integer type (`UInt8`, `Int64`, …), which keeps its type.
    case sized(SizedInt)
    case double(Double)
    /// A 32-bit `Float`, computed and printed as Swift's.
    case float(Float)
    case bool(Bool)
    case string(String)
    case object(Unmanaged<Instance>)
    case weakObject(Instance)
    case array(ArrayBuffer)
    case dictionary(DictionaryBuffer)
    case set(SetBuffer)
    case structValue(StructValue)
    case enumCase(EnumCase)
    case closure(Closure)
    case tuple(TupleValue)
    case box(Box)
    case metatype(TypeRef)
    /// `lo..<hi`, or `lo...(hi - 1)` when `closed`: the bounds are kept half-open either
    /// way, and `closed` says how Swift spells and bounds it (`ClosedRange`).
    case range(Int, Int, closed: Bool)
    /// An `inout` parameter's argument: the caller's storage (see `InoutReference`). Only
    /// parameter slots and the call's temporaries hold it; releasing the temporary ends
    /// the access.
    case inoutReference(InoutReference)

    /// True for `.none` (Swift's `nil`).
    @inlinable var isNil: Bool {
        if case .none = self { return true }
        return false
    }

    /// A reference to `o`, for strong storages and temporaries.
    @inline(__always)
    static func object(_ o: Instance) -> Value { .object(.passUnretained(o)) }

    /// The class instance this value refers to, if any (through either form).
    public var instance: Instance? {
        switch self {
        case .object(let o): return o.takeUnretainedValue()
        case .weakObject(let o): return o
        default: return nil
        }
    }

    /// This value as a weak or unowned storage holds it: an object reference retained, so
    /// the instance's memory outlives its deinit for as long as the storage names it.
    @inline(__always)
    var heldWeakly: Value {
        if case .object(let o) = self { return .weakObject(o.takeUnretainedValue()) }
        return self
    }
}

/// A Swift tuple value, with its element labels when it has any (`(a: 1, b: "x")`).
public final class TupleValue {
    /// The elements, in order.
    public var elements: [Value]
    /// Each element's label ("" for none), or nil when no element has one.
    let labels: [String]?
    /// The static type it was first put into an `Any` as (see `ErasedContainer`).
    var erasedTypeName: String?
    /// How many storages hold this tuple.
    var rc: Int = 1
    init(_ elements: [Value], labels: [String]? = nil) {
        self.elements = elements
        self.labels = labels
    }

    /// The index of element `name`: a label or a position (`t.b`, `t.1`).
    func index(of name: String) -> Int? {
        if let labels, let k = labels.firstIndex(of: name) { return k }
        if let k = Int(name), k >= 0, k < elements.count { return k }
        return nil
    }
}

/// A heap box holding a local variable that a closure captures by reference.
public final class Box {
    /// The boxed variable's current value.
    public var value: Value
    /// How the box holds its value.
    public let kind: ReferenceKind
    /// The variable's name, for graph labels.
    let name: String
    /// How many frames and closures hold this box.
    var rc: Int = 1
    init(value: Value, kind: ReferenceKind, name: String) {
        self.value = kind == .strong ? value : value.heldWeakly
        self.kind = kind
        self.name = name
    }
}

/// How a storage location holds a reference: Swift's `strong`, `weak` and `unowned`.
public enum ReferenceKind: String, Sendable {
    case strong, weak, unowned
}
