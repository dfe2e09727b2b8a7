import CoordLabSyntax

/// What `dump` shows of one value, as Swift's `Mirror` reflects it: the summary line's
/// text, the object identity it numbers, the superclass part and the child parts.
struct DumpMirror {
    var summary: String
    var identity: String?
    var superclass: ClassType?
    var children: [DumpPart] = []
}

extension Interpreter {
    /// The mirror of `part`: an Optional's `some`, a struct's or class's stored properties
    /// (a class's own; its superclass's under `super`), an enum case's associated values
    /// under the case's name, a tuple's elements (`.0` where unlabelled), a collection's
    /// elements, a dictionary's `(key:value:)` pairs, a range's bounds.
    func mirror(of part: DumpPart, at loc: CodeLocation) throws -> DumpMirror {
        let v = part.value, shape = part.shape
        if part.optional {
            if v.isNil { return DumpMirror(summary: "nil") }
            return DumpMirror(summary: "Optional(" + describe(v, debug: true, shape: part.shape) + ")",
                              children: [DumpPart(label: "some", value: v, optional: false, shape: part.shape)])
        }
        switch v {
        case .box(let b): return try mirror(of: DumpPart(label: part.label, value: b.value, optional: false, shape: part.shape), at: loc)
        case .weakObject(let o):
            return try mirror(of: DumpPart(label: part.label, value: .object(Unmanaged.passUnretained(o)), optional: false, shape: part.shape), at: loc)
        case .object(let r):
            let o = r.takeUnretainedValue()
            let summary = customDescription(of: v, type: o.type, debug: true)
                ?? o.type.qualifiedName + (genericArguments(of: o)?.qualified ?? "")
            return DumpMirror(summary: summary, identity: "\(ObjectIdentifier(o))", superclass: o.type.superclass,
                              children: try ownFieldParts(of: v, declaredBy: o.type, at: loc))
        case .structValue(let s):
            let summary = customDescription(of: v, type: s.type, debug: true)
                ?? s.type.qualifiedName + (s.genericArguments?.qualified ?? "")
            let children = s.type.fields.enumerated().map { k, f in
                fieldPart(f, s.fields[k], optional: printsAsOptional(f.spec, in: s.type, arguments: s.genericArguments))
            }
            return DumpMirror(summary: summary, children: children)
        case .enumCase(let e):
            let summary = customDescription(of: v, type: e.type, debug: true)
                ?? "\(e.type.qualifiedName)\(e.genericArguments?.qualified ?? "").\(e.name)"
            return DumpMirror(summary: summary, children: payloadPart(of: e).map { [$0] } ?? [])
        case .tuple(let t):
            let children = t.elements.enumerated().map { k, x in
                let label = t.labels?[k] ?? ""
                return elementPart(label.isEmpty ? ".\(k)" : label, x, shape.tupleElement(k))
            }
            return DumpMirror(summary: counted(children.count, "element", "elements", tuple: true), children: children)
        case .void: return DumpMirror(summary: "(0 elements)")
        case .array(let b):
            let element = elementShape(shape, b.items)
            return DumpMirror(summary: counted(b.items.count, "element", "elements"),
                              children: b.items.map { elementPart(nil, $0, element) })
        case .set(let set):
            let element = elementShape(shape, set.items)
            return DumpMirror(summary: counted(set.items.count, "member", "members"),
                              children: set.items.map { elementPart(nil, $0, element) })
        case .dictionary(let d):
            let valueShape = elementShape(shape, d.values)
            let pairs = zip(d.keys, d.values).map { key, value in
                DumpPart(label: nil, value: .tuple(TupleValue([key, value], labels: ["key", "value"])),
                         optional: false, shape: .tuple([.unknown, valueShape]))
            }
            return DumpMirror(summary: counted(pairs.count, "key/value pair", "key/value pairs"), children: pairs)
        case .range(let lo, let hi, let closed) where PartialRange.description(lo, hi, closed: closed) == nil:
            return DumpMirror(summary: describe(v, debug: true), children: [
                elementPart("lowerBound", .int(lo), .plain), elementPart("upperBound", .int(closed ? hi - 1 : hi), .plain),
            ])
        case .metatype(let t):
            return DumpMirror(summary: describe(v, debug: true), identity: "type " + describe(.metatype(t), debug: true))
        default:
            return DumpMirror(summary: describe(v, debug: true))
        }
    }

    /// The parts for the stored properties `c` itself declares, read from object `v`.
    func ownFieldParts(of v: Value, declaredBy c: ClassType, at loc: CodeLocation) throws -> [DumpPart] {
        guard let o = v.instance else { return [] }
        let first = c.superclass?.fields.count ?? 0
        return try c.ownFields.enumerated().map { k, f in
            let slot = o.layout.pointee.fieldSlots[first + k]
            // A `lazy var` not yet read is reflected as its empty storage, not run.
            if slot.isLazy, case .void = o.fields[first + k] { return fieldPart(f, .none) }
            let optional = printsAsOptional(f.spec, in: c, arguments: c === o.type ? genericArguments(of: o) : nil)
            return fieldPart(f, try readReference(o.fields[first + k], kind: slot.kind, at: loc), optional: optional)
        }
    }

    /// A stored property's part: Optional when declared so or weak; a `lazy var` under the
    /// name of its storage, an Optional, as Swift's mirror names it.
    private func fieldPart(_ f: FieldInfo, _ value: Value, optional: Bool = false) -> DumpPart {
        let isLazy = f.lazyInitial != nil
        let label = isLazy ? "$__lazy_storage_$_" + f.name : f.name
        let value = { if case .weakObject(let o) = value, o.state != .alive { return Value.none } else { return value } }()
        return DumpPart(label: label, value: value, optional: optional || f.spec.isOptional || f.kind == .weak || isLazy, shape: .unknown)
    }

    /// A collection's element, a tuple's or a range's part: Optional when the shape says so.
    private func elementPart(_ label: String?, _ value: Value, _ shape: PrintShape) -> DumpPart {
        if case .optional(let wrapped) = shape { return DumpPart(label: label, value: value, optional: true, shape: wrapped) }
        return DumpPart(label: label, value: value, optional: shape == .unknown && value.isNil, shape: shape)
    }

    /// An enum case's associated values as its one child, under the case's name: the value
    /// itself when there is one without a label, else a tuple of them.
    private func payloadPart(of e: EnumCase) -> DumpPart? {
        guard !e.payload.isEmpty else { return nil }
        let c = e.type.cases[e.index]
        let shapes = e.payload.indices.map { k -> PrintShape in
            k < c.payloadSpecs.count && printsAsOptional(c.payloadSpecs[k], in: e.type, arguments: e.genericArguments) ? .optional(.unknown) : .unknown
        }
        let labels = c.payloadLabels?.map { $0 ?? "" }
        if e.payload.count == 1, labels?.first?.isEmpty != false { return elementPart(e.name, e.payload[0], shapes[0]) }
        let tuple = TupleValue(e.payload, labels: labels?.allSatisfy(\.isEmpty) == false ? labels : nil)
        return DumpPart(label: e.name, value: .tuple(tuple), optional: false, shape: .tuple(shapes))
    }

    /// "1 element", "3 elements"; a tuple's count in parentheses.
    private func counted(_ n: Int, _ one: String, _ many: String, tuple: Bool = false) -> String {
        let text = n == 1 ? "1 \(one)" : "\(n) \(many)"
        return tuple ? "(" + text + ")" : text
    }
}
