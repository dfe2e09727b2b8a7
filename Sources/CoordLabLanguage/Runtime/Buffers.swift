/// The copy-on-write storage of a Swift array value, or a view of another one.
///
/// Like Swift's array buffer, it holds each element once; copies of the array share the
/// buffer (`rc`) until one of them is mutated. A view (`ArraySlice`, `ReversedCollection`:
/// see `ArrayViews.swift`) shares its base's storage as Swift's do: it counts its base
/// once and its own `items` not at all, so the base's elements, those outside the view
/// included, live as long as the view and are freed in the base's order.
public final class ArrayBuffer {
    /// The elements; each strong reference among them is counted once by this buffer
    /// (by `base` instead, in a view).
    public var items: [Value]
    /// How many storages share this buffer.
    var rc: Int = 1
    /// The array whose storage a view shares; nil for an array's own buffer.
    let base: ArrayBuffer?
    /// Swift's index of `items[0]`: an `ArraySlice` keeps its base's indices
    /// (`a.dropFirst()` starts at 1); 0 for an array.
    public internal(set) var startIndex: Int
    /// The Swift type the buffer is the storage of.
    let kind: ArrayKind
    /// The static type it was first put into an `Any` as (see `ErasedContainer`).
    var erasedTypeName: String?
    init(_ items: [Value], startIndex: Int = 0, kind: ArrayKind = .array) {
        self.items = items
        base = nil
        self.startIndex = startIndex
        self.kind = kind
    }

    /// A view of `base`'s storage holding `items`, which it does not count.
    init(view items: [Value], of base: ArrayBuffer, startIndex: Int, kind: ArrayKind) {
        self.items = items
        self.base = base
        self.startIndex = startIndex
        self.kind = kind
    }
}

/// A hashable key of an interpreted dictionary.
enum DictionaryKey: Hashable {
    case int(Int), string(String), bool(Bool), double(Double), sized(SizedInt), float(Float)
    case enumCase(ObjectIdentifier, Int)
    /// A case with associated values: the case and the keys of its values.
    case payloadCase(ObjectIdentifier, Int, [DictionaryKey])
    case object(ObjectIdentifier)
    /// A struct (its synthesized `Hashable`: every stored property) or a tuple.
    case fields(ObjectIdentifier?, [DictionaryKey])
    /// An array's elements, in order, or a set's, in any order.
    case elements([DictionaryKey])
    case set(Set<DictionaryKey>)
    /// A dictionary's entries, in any order (a dictionary whose values are `Hashable` is).
    case entries([DictionaryKey: DictionaryKey])
    /// `nil`, as an Optional key.
    case none
}

/// The copy-on-write storage of a Swift dictionary value, in insertion order.
///
/// Swift's own order is randomised per process; coordlab keeps insertion order so that
/// output is reproducible (programs whose output depends on the order differ anyway).
public final class DictionaryBuffer {
    /// Keys in insertion order.
    public var keys: [Value] = []
    /// Values, parallel to `keys`.
    public var values: [Value] = []
    /// Position of each key in `keys`.
    var index: [DictionaryKey: Int] = [:]
    /// How many storages share this buffer.
    var rc: Int = 1
    /// The static type it was first put into an `Any` as (see `ErasedContainer`).
    var erasedTypeName: String?
    init() {}
}

/// A struct value's storage, shared copy-on-write like `ArrayBuffer`.
public final class StructValue {
    /// The struct's type.
    public let type: StructType
    /// Stored properties in declaration order.
    public var fields: [Value]
    /// How many storages share this value.
    var rc: Int = 1
    /// For a generic struct: the arguments it was made with.
    var genericArguments: GenericArguments?
    init(type: StructType, fields: [Value]) {
        self.type = type
        self.fields = fields
    }
}

/// A case of an interpreted enum (simple cases are shared singletons; a case with
/// associated values is a fresh value, shared copy-on-write like `StructValue`).
public final class EnumCase {
    /// The enum type.
    unowned let type: EnumType
    /// The case's position in the declaration.
    let index: Int
    /// The associated values, in declaration order (empty for a simple case).
    public var payload: [Value]
    /// How many storages hold this value (counted only when it has a payload).
    var rc: Int = 1
    /// For a generic enum: the arguments it was made with.
    var genericArguments: GenericArguments?
    init(type: EnumType, index: Int, payload: [Value] = []) {
        self.type = type
        self.index = index
        self.payload = payload
    }
    /// The case name.
    var name: String { type.cases[index].name }
}

/// A closure value: compiled code plus what it captured.
public final class Closure {
    /// The closure's code.
    public let code: FunctionCode
    /// Captured values: boxes for variables, values for capture-list entries.
    public var captures: [Value]
    /// How each capture holds its value.
    public let captureKinds: [ReferenceKind]
    /// How many storages hold this closure.
    public var rc: Int = 1
    /// A method reference: captures[0] is `self`, passed as the method's `self`.
    public var bindsSelf = false
    /// What the call of the generic function that made the closure bound its own generic
    /// parameters to: Swift's closure captures them, so its casts (`$0 is T`) and the values
    /// it makes see them wherever it runs.
    var genericEnvironment: GenericEnvironment?
    /// Bound `self` for a method reference, stored as captures[0].
    init(code: FunctionCode, captures: [Value], captureKinds: [ReferenceKind]) {
        self.code = code
        self.captures = zip(captures, captureKinds).map { $1 == .strong ? $0 : $0.heldWeakly }
        self.captureKinds = captureKinds
    }
    /// Capture names for graph labels.
    public var captureNames: [String] { code.captureNames }
}
