import CoordLabSyntax

/// Members that classes, structs, enums and protocol extensions all have.
public class NominalType {
    /// The type's name.
    public let name: String
    /// A generic class's or struct's parameters (`<Route>`), erased when it runs.
    var genericParameters: [String] = []
    /// The module Swift names the type with (`main.Screen`, `Swift.Result`): `Swift` for
    /// the standard library's types coordlab declares in Swift (`Swift/Result.swift`).
    public var moduleName: String { location.file.hasPrefix("Swift/") ? "Swift" : Interpreter.moduleName }
    /// The type it is declared in (`L` of `L.E`), for the name Swift prints it with.
    var outer: NominalType?
    /// What each associated type of the protocols it conforms to is for it (`RouteType`:
    /// `<AppRoute>`), spelled, naming its own generic parameters where its conformance
    /// does: a generic value a protocol extension makes from `Self`'s associated types
    /// (`AnyRouter<RouteType>(self)`) takes them from here (see `GenericTemplate`).
    var associatedTypeSpellings: [String: GenericArguments] = [:]
    /// Its name through the types it is declared in (`L.E`).
    var path: String { outer.map { "\($0.path).\(name)" } ?? name }
    /// Its full name, module first, as debug descriptions print it (`main.L.E`).
    var qualifiedName: String { "\(moduleName).\(path)" }
    /// Whether this type only holds the members of extensions of a standard type or
    /// protocol (see `Interpreter.standardExtensionHolder`): its `self` is a standard value.
    var extendsStandardType = false
    /// Methods by base name (overloads told apart by argument labels).
    public var methods: [String: [FunctionCode]] = [:] { didSet { NominalType.methodChanges &+= 1 } }
    /// Counts changes to any type's methods, conformances or inherited protocols, so a
    /// call site can keep what a method search found until the program declares more.
    nonisolated(unsafe) static var methodChanges = 0
    /// Computed get-only properties.
    public var computed: [String: FunctionCode] = [:]
    /// Static stored properties.
    public var statics: [String: StaticStorage] = [:]
    /// Static methods by base name.
    public var staticMethods: [String: [FunctionCode]] = [:]
    /// Static computed properties.
    var staticComputed: [String: FunctionCode] = [:]
    /// Setters of computed properties, by property name.
    var setters: [String: FunctionCode] = [:]
    /// Setters of static computed properties.
    var staticSetters: [String: FunctionCode] = [:]
    /// `willSet`/`didSet` this type declares, by property name (its own stored properties
    /// and the inherited ones it overrides).
    var observers: [String: PropertyObservers] = [:]
    /// Declared subscripts, in declaration order.
    var subscripts: [SubscriptCode] = []
    /// `willSet`/`didSet` of static stored properties.
    var staticObservers: [String: PropertyObservers] = [:]
    /// Protocols named in the declaration and its extensions.
    var conformances: [ProtocolType] = [] { didSet { NominalType.methodChanges &+= 1 } }
    /// Where the declaration is, for messages.
    public let location: CodeLocation
    /// Superclass and protocol names as written (declaration and extensions).
    var inheritedNames: [String] = []
    /// How many of `inheritedNames` have been resolved to types.
    var resolvedCount = 0

    init(name: String, location: CodeLocation) {
        self.name = name
        self.location = location
    }
}

/// An interpreted class: layout, members, and its instance counter for `Type#n`.
public final class ClassType: NominalType {
    /// The superclass, if any.
    public internal(set) var superclass: ClassType?
    /// Name of the superclass as written, resolved after all declarations are seen.
    var superclassName: String?
    /// For a subclass of a generic class (`AppCoordinator: BaseCoordinator<AppRoute>`):
    /// the arguments it gives the superclass, which the superclass's members make their
    /// generic values with.
    var superclassGenericArguments: GenericArguments?
    /// All stored properties, superclass first.
    public internal(set) var fields: [FieldInfo] = []
    /// Field index by name (including inherited fields).
    public var fieldIndex: [String: Int] = [:]
    /// Fields this class declares itself.
    var ownFields: [FieldInfo] = []
    /// Inherited stored properties this class or a superclass below the one that stores
    /// them overrides with a computed property (`override var value: Int { get … set … }`):
    /// a member access reaches the override's accessors, only `super` the storage.
    private(set) var computedOverrides: Set<String> = []
    /// Initializers this class declares itself.
    var inits: [FunctionCode] = []
    /// The deinit body, if declared.
    var deinitCode: FunctionCode?
    /// The order stored properties are released in at deinit: superclass first; within a
    /// class, declaration order, except that a class's one recursive link (see `layOut`)
    /// comes after its other properties, as swiftc -Onone does.
    var releaseOrder: UnsafeBufferPointer<Int> { layout!.pointee.releaseOrder }
    /// What instances' reads, stores and destroy need, set at layout (see `ClassLayout`).
    private(set) var layout: UnsafeMutablePointer<ClassLayout>?
    /// What an initializer sets this class's own properties to before its body runs, once
    /// built (see `ownDefaults`).
    var ownDefaultsStorage: UnsafeMutableBufferPointer<FieldDefault>?
    /// Instances created so far (the `n` of `Type#n`).
    public internal(set) var created = 0
    /// The index of the screen marker field (see `Interpreter.screenMarkerField`), found at layout so
    /// that checking each deinitialized object for it costs no lookup by name.
    public var wasShownField: Int? {
        let f = layout!.pointee.wasShownField
        return f >= 0 ? f : nil
    }
    /// Method lookups already resolved, by selector.
    var methodCache: [String: FunctionCode] = [:]

    /// Computes the layout from the superclass's: fields (superclass first), their indexes,
    /// the release order and the recursive link.
    ///
    /// The recursive link is Swift's rule for linked lists (SILGen, `SILGenDestructor.cpp`:
    /// `findRecursiveLinks` picks it, `emitClassMemberDestruction` releases the class's
    /// other stored properties in declaration order and then calls
    /// `emitRecursiveChainDestruction` for it). Among the stored properties a class declares
    /// itself (inherited ones belong to the superclass's destructor, which runs first), those
    /// whose declared type is `Optional<C>` with `C` exactly this class: `var next: Node?`,
    /// `let next: Node?` and `var next: Node!` (the same type) in `Node`, and `lazy var twin:
    /// Node` (its storage is a `Node?`). Not `Node` (not optional), not `weak` or `unowned`
    /// ones (their type is a storage type, not an optional), not `Node??`, not `[Node]`, not a
    /// superclass or a subclass of the class. When there is exactly one, it is the link; with
    /// two or more, none is (only linear chains get this), and all go in declaration order.
    /// coordlab sees only the type as written: `Node??` reads as `Node?`, and an inferred type
    /// (`lazy var twin = Node()`) is not known.
    ///
    /// The link is released last of the class's properties, and not by recursion: the
    /// destructor takes it (leaving nil), then walks the chain, and while the next node is
    /// referenced only from there it reads that node's link (a copy) before releasing the
    /// node, so each node's destroy, its subclasses' properties included, ends before the
    /// next one starts (see `Interpreter.releaseChain`).
    ///
    /// `screenMarker` names the stored property that makes an instance a screen (see
    /// `Interpreter.screenMarkerField`).
    func layOut(screenMarker: String? = nil) {
        guard layout == nil else { return }
        superclass?.layOut(screenMarker: screenMarker)
        fields = (superclass?.fields ?? []) + ownFields
        fieldIndex = [:]
        for (k, f) in fields.enumerated() { fieldIndex[f.name] = k }
        computedOverrides = (superclass?.computedOverrides ?? []).union(computed.keys.filter { superclass?.fieldIndex[$0] != nil })
        let own = (superclass?.fields.count ?? 0)..<fields.count
        let links = own.filter { k in
            let f = fields[k], spec = f.spec
            guard f.kind == .strong, spec.name == name, spec.element == nil, !spec.isFunction else { return false }
            return f.lazyInitial == nil ? spec.isOptional : !spec.isOptional
        }
        let link = links.count == 1 ? links[0] : nil
        let inherited = superclass.map { Array($0.releaseOrder) } ?? []
        let inheritedSlots = superclass.map { Array($0.layout!.pointee.fieldSlots) } ?? []
        var slots = inheritedSlots + own.map { FieldSlot(fields[$0], isRecursiveLink: $0 == link) }
        for k in slots.indices where !accessors(for: fields[k].name, isStatic: false).levels.isEmpty { slots[k].isObserved = true }
        layout = ClassLayout.allocate(
            fieldSlots: slots,
            releaseOrder: inherited + own.filter { $0 != link } + (link.map { [$0] } ?? []),
            hasDeinitInChain: deinitCode != nil || superclass?.layout?.pointee.hasDeinitInChain == true,
            wasShownField: screenMarker.flatMap { fieldIndex[$0] })
    }

    /// The index of the stored property a member access `name` reads and writes: none when
    /// a computed property overrides it (see `computedOverrides`).
    @inline(__always)
    func storedIndex(_ name: String) -> Int? {
        computedOverrides.isEmpty || !computedOverrides.contains(name) ? fieldIndex[name] : nil
    }

    deinit {
        layout?.deallocateLayout()
        ownDefaultsStorage?.deallocate()
    }

    /// Whether `self` is `other` or inherits from it.
    func isSubclass(of other: ClassType) -> Bool {
        var c: ClassType? = self
        while let k = c {
            if k === other { return true }
            c = k.superclass
        }
        return false
    }
}

/// The facts of a stored property that every read and write of it needs.
struct FieldSlot {
    /// strong, weak or unowned.
    let kind: ReferenceKind
    /// Whether it is a `Double` (an integer stored into it becomes one).
    let isDouble: Bool
    /// Whether it is a `lazy var`, set on first read.
    let isLazy: Bool
    /// Whether it is its class's recursive link, released as a chain (see `ClassType.layOut`).
    let isRecursiveLink: Bool
    /// Whether writes run observers (this class's, a superclass's or an override's).
    var isObserved = false

    init(_ info: FieldInfo, isRecursiveLink: Bool) {
        kind = info.kind
        isDouble = info.spec.isDouble
        isLazy = info.lazyInitial != nil
        self.isRecursiveLink = isRecursiveLink
    }
}

/// An interpreted struct.
public final class StructType: NominalType {
    /// Stored properties in declaration order.
    public var fields: [FieldInfo] = []
    /// Field index by name.
    var fieldIndex: [String: Int] = [:]
    /// Declared initializers (when empty, the memberwise one is used).
    var inits: [FunctionCode] = []
}

/// An interpreted enum: simple cases, raw values, cases with associated values.
public final class EnumType: NominalType {
    /// A case and its raw value.
    public struct Case {
        public let name: String
        let rawValue: Value?
        /// Labels of the associated values (nil for an unlabeled one); nil for a simple case.
        var payloadLabels: [String?]? = nil
        /// Declared types of the associated values.
        var payloadSpecs: [TypeSpec] = []
        /// The default value of each associated value that declares one, made where a
        /// construction leaves it out (`case settings(section: String? = nil)`).
        var payloadDefaults: [Expr?] = []
    }
    /// Cases in declaration order.
    public var cases: [Case] = []
    /// Shared values, one per case.
    var values: [EnumCase] = []
    /// Raw type name (`String`, `Int`), if any.
    var rawType: String?
    /// Whether some case has associated values.
    var hasPayloads = false
    /// Declared initializers (`init(…) { self = .case }`), besides `init?(rawValue:)`.
    var inits: [FunctionCode] = []

    /// The value of the case named `name`.
    func value(named name: String) -> EnumCase? {
        guard let i = cases.firstIndex(where: { $0.name == name }) else { return nil }
        return values[i]
    }
}

/// An interpreted protocol: requirements and default implementations.
public final class ProtocolType: NominalType {
    /// Protocols this one inherits.
    var inherited: [ProtocolType] = [] { didSet { NominalType.methodChanges &+= 1 } }
    /// Names of required methods and properties.
    var requirements: Set<String> = []
    /// The required methods' declarations (no body), instance and static: what a call
    /// through the protocol must write (`try`, `await`).
    var requiredMethods: [String: [FunctionCode]] = [:], requiredStaticMethods: [String: [FunctionCode]] = [:]
    /// `AnyObject`-bound (class-only).
    var isClassBound = false
    /// The initializers its extensions give every conforming type (`init() { self.init(x: 0) }`).
    var inits: [FunctionCode] = []

    /// Requirement names of this protocol and the protocols it inherits.
    var requirementsIncludingInherited: Set<String> {
        inherited.reduce(requirements) { $0.union($1.requirementsIncludingInherited) }
    }

    /// Whether a call of `name` with these labels goes through a requirement: a property
    /// of that name, or a required method the labels fit. `start()` beside a required
    /// `start(animated:)` is not one: a protocol extension's `start()` is called directly.
    func requires(_ name: String, labels: [String?], trailing: Int, selector: String?) -> Bool {
        guard requirementsIncludingInherited.contains(name) else { return false }
        let methods = requiredMethodsIncludingInherited(name)
        return methods.isEmpty || methods.contains { $0.accepts(labels: labels, trailing: trailing, selector: selector) }
    }

    /// The required methods named `name` of this protocol and those it inherits.
    private func requiredMethodsIncludingInherited(_ name: String) -> [FunctionCode] {
        inherited.reduce(requiredMethods[name] ?? []) { $0 + $1.requiredMethodsIncludingInherited(name) }
    }
}

/// A reference to any type, for metatype values, `is` and `as`.
public enum TypeRef {
    case classType(ClassType)
    case structType(StructType)
    case enumType(EnumType)
    case protocolType(ProtocolType)
    case builtin(String)

    /// Whether it is a protocol's existential, `Any` or `AnyObject`.
    var isExistential: Bool {
        switch self {
        case .protocolType: return true
        case .builtin(let n): return n == "Any" || n == "AnyObject"
        default: return false
        }
    }

    /// The type's name as `type(of:)` prints it.
    var name: String {
        switch self {
        case .classType(let t): return t.name
        case .structType(let t): return t.name
        case .enumType(let t): return t.name
        case .protocolType(let t): return t.name
        case .builtin(let n): return n
        }
    }

    /// The nominal type, if it is one.
    public var nominal: NominalType? {
        switch self {
        case .classType(let t): return t
        case .structType(let t): return t
        case .enumType(let t): return t
        case .protocolType(let t): return t
        case .builtin: return nil
        }
    }
}

extension NominalType {
    /// Whether this type declares conformance to the standard protocol `name`
    /// (`Comparable`): itself, in an extension, or through a program protocol refining it.
    func conforms(toStandard name: String) -> Bool {
        inheritedNames.contains(name) || allProtocols().contains { $0.name == name || $0.inheritedNames.contains(name) }
    }

    /// Every protocol this type conforms to, including inherited protocols.
    public func allProtocols() -> [ProtocolType] {
        var out: [ProtocolType] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ p: ProtocolType) {
            guard seen.insert(ObjectIdentifier(p)).inserted else { return }
            out.append(p)
            p.inherited.forEach(visit)
        }
        conformances.forEach(visit)
        // A protocol conforms to the protocols it inherits (their extensions' methods are its own).
        (self as? ProtocolType)?.inherited.forEach(visit)
        if let c = self as? ClassType, let s = c.superclass {
            s.allProtocols().forEach(visit)
        }
        return out
    }
}
