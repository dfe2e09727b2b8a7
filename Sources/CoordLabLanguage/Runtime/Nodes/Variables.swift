import CoordLabSyntax

/// Reads a local slot. `let` locals are borrowed; `var` locals are copied for the statement.
final class LocalRead: Expr {
    let slot: Int
    let kind: ReferenceKind
    let mutable: Bool
    let spec: TypeSpec
    /// A strong `let`: never boxed (only captured `var`s are), never changed during the
    /// statement, so its value is read as it is.
    private let isPlainLet: Bool
    init(slot: Int, kind: ReferenceKind, mutable: Bool, spec: TypeSpec, loc: CodeLocation) {
        self.slot = slot
        self.kind = kind
        self.mutable = mutable
        self.spec = spec
        isPlainLet = !mutable && kind == .strong
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        if isPlainLet { return i.frame.slots[slot] }
        let v = i.frame.slots[slot]
        if case .box(let b) = v {
            return i.copyForStatement(try i.readReference(b.value, kind: b.kind, at: loc))
        }
        if kind != .strong { return i.copyForStatement(try i.readReference(v, kind: kind, at: loc)) }
        return i.copyForStatement(v)
    }
    override func isOptional(_ i: Interpreter) -> Bool { spec.isOptional || kind == .weak }
    override var staticSpec: TypeSpec { spec }
    override var borrowedLocalSlot: Int? { isPlainLet ? slot : nil }
}

/// Reads a top-level variable.
final class GlobalRead: Expr {
    let index: Int
    let spec: TypeSpec
    init(index: Int, spec: TypeSpec, loc: CodeLocation) {
        self.index = index
        self.spec = spec
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let v = try i.readReference(i.globals[index], kind: i.globalKinds[index], at: loc)
        if case .void = v {
            throw Trap("global '\(i.globalNames[index])' used before its declaration ran", at: loc)
        }
        return i.copyForStatement(v)
    }
    override func isOptional(_ i: Interpreter) -> Bool { spec.isOptional || i.globalKinds[index] == .weak }
    override var staticSpec: TypeSpec { spec }
}

/// A storage the program can assign to.
class LValue {
    let loc: CodeLocation
    init(loc: CodeLocation) { self.loc = loc }
    /// Finds the storage (evaluating bases left to right).
    func resolve(_ i: Interpreter) throws -> StorageRef { fatalError("resolve") }
    /// The declared type of the storage, when known at compile time.
    var spec: TypeSpec { .unknown }
}

/// A local variable as an assignment target.
final class LocalLValue: LValue {
    let slot: Int
    let kind: ReferenceKind
    let declared: TypeSpec
    init(slot: Int, kind: ReferenceKind, spec: TypeSpec, loc: CodeLocation) {
        self.slot = slot
        self.kind = kind
        self.declared = spec
        super.init(loc: loc)
    }
    override func resolve(_ i: Interpreter) throws -> StorageRef {
        if case .box(let b) = i.frame.slots[slot] { return .boxed(b) }
        return .local(slot, kind)
    }
    override var spec: TypeSpec { declared }
}

/// A top-level variable as an assignment target.
final class GlobalLValue: LValue {
    let index: Int
    let declared: TypeSpec
    init(index: Int, spec: TypeSpec, loc: CodeLocation) {
        self.index = index
        self.declared = spec
        super.init(loc: loc)
    }
    override func resolve(_ i: Interpreter) throws -> StorageRef { .global(index) }
    override var spec: TypeSpec { declared }
}

/// Declares a local or global variable and stores its initial value.
final class VarDeclStmt: Stmt {
    let target: LValue
    let initial: Expr?
    let spec: TypeSpec
    /// Local slots declared by this statement that closures capture (boxed at declaration).
    let boxed: Bool
    let name: String
    /// The local slot declared, when the declaration stores straight into it (not boxed),
    /// or -1; with its reference kind. Plain values: reading them from a node costs no retain.
    private let plainSlot: Int
    private let plainKind: ReferenceKind
    /// What storing the initial value converts, decided from `spec` once.
    private let coercion: StoreCoercion
    init(target: LValue, initial: Expr?, spec: TypeSpec, boxed: Bool, name: String, loc: CodeLocation) {
        self.target = target
        self.initial = initial
        self.spec = spec
        coercion = StoreCoercion(spec)
        self.boxed = boxed
        self.name = name
        let plain = boxed ? nil : target as? LocalLValue
        plainSlot = plain?.slot ?? -1
        plainKind = plain?.kind ?? .strong
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        let mark = i.temps.count
        // `initial!` rather than `if let`: binding a node's child retains it for the call.
        // One `let`, so the value moves into its storage rather than being copied there.
        let v = initial != nil ? i.coerce(try initial!.eval(i), with: coercion) : spec.isOptional ? .none : .void
        if plainSlot >= 0 {
            // A declaration's slot was cleared when its block last ended: no box to find.
            try i.release(i.store(v, kind: plainKind, into: &i.frame.slots[plainSlot]))
        } else if boxed, let l = target as? LocalLValue {
            let k = l.kind
            if k == .strong { i.retain(v) }
            i.frame.slots[l.slot] = .box(Box(value: v, kind: k, name: name))
        } else {
            let ref = try target.resolve(i)
            try i.write(v, to: ref, at: loc)
        }
        try i.releaseTemporaries(to: mark)
        return .normal
    }
}

extension Interpreter {
    /// Converts integer literals to `Double` where the declared type says so (in a tuple's
    /// elements too: `(w: 3, h: 4)` stored as `(w: Double, h: Double)`), and an array
    /// literal the checker could not type to the set its declared type makes of it (a
    /// program cannot give an array where a set is declared: the checker refuses it).
    @inline(__always)
    func coerce(_ v: consuming Value, to spec: TypeSpec) -> Value {
        switch v {
        // Only numbers, arrays and tuples are ever converted: other values skip the type.
        case .int, .double, .float, .array, .tuple: return coerce(v, with: StoreCoercion(spec))
        default: return v
        }
    }

    /// Converts a tuple's integer elements to `Double` where its written type `typeName`
    /// has Doubles. Every holder of the tuple has that type, so it is converted in place.
    func coerceElements(of t: TupleValue, to typeName: String) {
        let doubles = tupleDoubleElements[typeName] ?? {
            let found = TupleLabels.elementSpecs(typeName: typeName)?.map(\.isDouble) ?? []
            tupleDoubleElements[typeName] = found
            return found
        }()
        guard doubles.count == t.elements.count else { return }
        for k in doubles.indices where doubles[k] { t.elements[k] = coerce(t.elements[k], toDouble: true) }
    }

    /// Converts an integer to `Double` when the storage it goes to is one.
    @inline(__always)
    func coerce(_ v: consuming Value, toDouble: Bool) -> Value {
        if toDouble, case .int(let n) = v { return .double(Double(n)) }
        return v
    }
}
