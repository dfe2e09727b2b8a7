/// What an initializer does to one stored property before its body runs: evaluate the
/// declared default (`var children: [Child] = []`), or start an optional at nil.
///
/// A class keeps these for its own properties (`ClassType.ownDefaults`), so setting up an
/// object walks a list of plain values instead of each `FieldInfo`, whose every read
/// retains and releases it.
struct FieldDefault {
    /// The property's index in the instance layout.
    let index: Int
    /// The default value expression. Unretained: the property's `FieldInfo` owns it for
    /// as long as the class exists.
    let initial: Unmanaged<Expr>?
    /// strong, weak or unowned.
    let kind: ReferenceKind
    /// Whether the property is a `Double` (an integer default becomes one).
    let isDouble: Bool
    /// Whether it starts as nil: an optional `var` without a default, and not `lazy` (a
    /// `let` is set by the initializer only: until then the object is not fully
    /// initialized, so an initializer failing before it frees the object without deinit).
    let startsNil: Bool

    init(_ info: FieldInfo, index: Int) {
        self.index = index
        initial = info.initial.map { Unmanaged.passUnretained($0) }
        kind = info.kind
        isDouble = info.spec.isDouble
        startsNil = info.initial == nil && info.spec.isOptional && info.lazyInitial == nil && !info.isLet
    }
}

extension ClassType {
    /// The defaults of the properties this class declares, built on first use (property
    /// defaults are compiled after the class is laid out), in memory the class owns: an
    /// array property would be retained and released on every object made.
    var ownDefaults: UnsafeBufferPointer<FieldDefault> {
        if let built = ownDefaultsStorage { return UnsafeBufferPointer(built) }
        let first = fields.count - ownFields.count
        let built = UnsafeMutableBufferPointer<FieldDefault>.allocate(capacity: ownFields.count)
        _ = built.initialize(from: ownFields.enumerated().map { FieldDefault($1, index: first + $0) })
        ownDefaultsStorage = built
        return UnsafeBufferPointer(built)
    }
}
