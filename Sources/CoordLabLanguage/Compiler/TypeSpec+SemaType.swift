import CoordLabSema

extension PrintShape {
    /// Where a checked type has Optionals, for the printer.
    init(_ t: SemaType) {
        switch t {
        case .optional(let wrapped): self = .optional(PrintShape(wrapped))
        case .array(let e), .slice(let e), .set(let e), .dictionary(_, let e): self = .elements(PrintShape(e))
        case .tuple(let es): self = .tuple(es.map { PrintShape($0.type) })
        case .unknown, .parameter: self = .unknown
        case .named, .generic, .function, .metatype: self = .plain
        }
    }
}

extension TypeSpec {
    /// The parts of a checked type that the runtime uses (see `TypeSpec`).
    init(_ t: SemaType) {
        switch t {
        case .optional(let wrapped):
            self = TypeSpec(wrapped)
            isOptional = true
        case .named(let n):
            self = .named(Self.tableName(ofPath: n))
        case .array(let e):
            self = TypeSpec(name: "Array", isOptional: false, isFunction: false, element: TypeSpec(e).nonEmptyName)
        case .slice(let e):
            self = TypeSpec(name: "ArraySlice", isOptional: false, isFunction: false, element: TypeSpec(e).nonEmptyName)
        case .set(let e):
            self = TypeSpec(name: "Set", isOptional: false, isFunction: false, element: TypeSpec(e).nonEmptyName)
        case .dictionary(_, let v):
            self = TypeSpec(name: "Dictionary", isOptional: false, isFunction: false, element: TypeSpec(v).nonEmptyName)
        case .generic(let n, _):
            self = .named(Self.tableName(ofPath: n))
        case .function:
            self = TypeSpec(name: "", isOptional: false, isFunction: true, element: nil)
        case .tuple, .metatype, .unknown, .parameter:
            self = .unknown
        }
    }

    /// The name the runtime's type table keeps the checker's type `path` under (see
    /// `TypeAliasTable.tableName(ofPath:)`).
    private static func tableName(ofPath path: String) -> String {
        TypeAliasTable.current?.tableName(ofPath: path) ?? String(path.split(separator: ".").last ?? Substring(path))
    }

    /// The name, or nil when none is known.
    private var nonEmptyName: String? { name.isEmpty ? nil : name }
}
