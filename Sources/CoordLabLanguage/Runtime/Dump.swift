import CoordLabSyntax

/// Swift's `dump`: a value's mirror written one part per line, as the standard library
/// writes it. Each line is a bullet (`▿` with parts below, `-` without), the part's label,
/// a summary (a count for containers and tuples, the value's debug text or its type's name
/// otherwise) and, for objects and metatypes, a number that later sightings repeat.
extension Interpreter {
    /// The text `dump(v)` writes. `optional` says the value's static type is an Optional,
    /// `shape` where the (wrapped) value's type has Optionals inside.
    func dumpText(_ v: Value, optional: Bool, shape: PrintShape, options: DumpOptions, at loc: CodeLocation) throws -> String {
        var writer = DumpWriter(itemsLeft: options.maxItems, loc: loc)
        try dump(DumpPart(label: options.name, value: v, optional: optional, shape: shape),
                 indent: options.indent, depthLeft: options.maxDepth, into: &writer)
        return writer.text
    }

    /// Writes one part and, depth allowing, its superclass's and its own parts below it.
    private func dump(_ part: DumpPart, indent: Int, depthLeft: Int, into w: inout DumpWriter) throws {
        guard w.itemsLeft > 0 else { return }
        w.itemsLeft -= 1
        let mirror = try self.mirror(of: part, at: w.loc)
        w.text += String(repeating: " ", count: indent)
        w.text += Self.dumpBullet(hasParts: !mirror.children.isEmpty, depthLeft: depthLeft) + " "
        if let label = part.label { w.text += label + ": " }
        w.text += mirror.summary
        if let id = mirror.identity {
            if let seen = w.visited[id] {
                w.text += " #\(seen)\n"
                return
            }
            w.visited[id] = w.visited.count
            w.text += " #\(w.visited[id]!)"
        }
        w.text += "\n"
        guard depthLeft > 0 else { return }
        if let superclass = mirror.superclass {
            try dumpSuperclass(superclass, of: part.value, indent: indent + 2, depthLeft: depthLeft - 1, into: &w)
        }
        try dumpChildren(mirror.children, indent: indent, depthLeft: depthLeft, into: &w)
    }

    /// Writes a class's superclass part (`▿ super: main.Base`) and its stored properties.
    private func dumpSuperclass(_ c: ClassType, of v: Value, indent: Int, depthLeft: Int, into w: inout DumpWriter) throws {
        guard w.itemsLeft > 0 else { return }
        w.itemsLeft -= 1
        let children = try ownFieldParts(of: v, declaredBy: c, at: w.loc)
        w.text += String(repeating: " ", count: indent)
        w.text += Self.dumpBullet(hasParts: !children.isEmpty, depthLeft: depthLeft) + " super: " + superclassName(c, of: v) + "\n"
        guard depthLeft > 0 else { return }
        if let next = c.superclass {
            try dumpSuperclass(next, of: v, indent: indent + 2, depthLeft: depthLeft - 1, into: &w)
        }
        try dumpChildren(children, indent: indent, depthLeft: depthLeft, into: &w)
    }

    /// Writes `children` two spaces in, or how many are left once the item budget is spent.
    private func dumpChildren(_ children: [DumpPart], indent: Int, depthLeft: Int, into w: inout DumpWriter) throws {
        for (i, child) in children.enumerated() {
            if w.itemsLeft <= 0 {
                let remainder = children.count - i
                w.text += String(repeating: " ", count: indent + 4) + "(\(remainder)" + (i > 0 ? " more" : "")
                    + (remainder == 1 ? " child)\n" : " children)\n")
                return
            }
            try dump(child, indent: indent + 2, depthLeft: depthLeft - 1, into: &w)
        }
    }

    /// A line's bullet: `-` for a part without parts, `▿` for one whose parts follow, `▹`
    /// for one whose parts the depth limit leaves out.
    private static func dumpBullet(hasParts: Bool, depthLeft: Int) -> String {
        !hasParts ? "-" : depthLeft <= 0 ? "▹" : "▿"
    }

    /// The name a superclass part shows: the superclass's, with the generic arguments the
    /// object's class gives it.
    private func superclassName(_ c: ClassType, of v: Value) -> String {
        var k = v.instance?.type
        while let sub = k, sub.superclass !== c { k = sub.superclass }
        return c.qualifiedName + (k?.superclassGenericArguments?.qualified ?? "")
    }
}

/// What `dump` was asked for beside the value: `name:`, `indent:`, `maxDepth:`, `maxItems:`.
struct DumpOptions {
    var name: String?
    var indent = 0
    var maxDepth = Int.max
    var maxItems = Int.max
}

/// One part of a dumped value: its label in its parent's mirror, its value, and what its
/// static type says of Optionals (coordlab's values carry no Optional wrapper).
struct DumpPart {
    let label: String?
    let value: Value
    let optional: Bool
    let shape: PrintShape
}

/// The text written so far, the items still allowed, the numbers given to objects and
/// metatypes (by identity), and where `dump` was called, for a weak read's messages.
struct DumpWriter {
    var text = ""
    var itemsLeft: Int
    let loc: CodeLocation
    var visited: [String: Int] = [:]
}
