import SwiftParser
import SwiftSyntax

/// Element labels of written tuple types, so `return (1, 2)` from a function declared
/// `-> (x: Int, y: Int)` makes a tuple that prints `(x: 1, y: 2)` and answers `.x`.
enum TupleLabels {
    /// The written types of a tuple type's elements (`Double` twice for `(w: Double, h:
    /// Double)`), so a tuple literal's elements convert as Swift converts them (`(w: 3, h:
    /// 4)` holds `3.0` and `4.0`); nil when the text is not a tuple type.
    static func elementSpecs(typeName name: String) -> [TypeSpec]? {
        guard name.hasPrefix("("), name.hasSuffix(")") else { return nil }
        var parser = Parser(name)
        guard let tuple = TypeSyntax.parse(from: &parser).as(TupleTypeSyntax.self) else { return nil }
        return tuple.elements.map { TypeSpec($0.type) }
    }

    /// The labels of a tuple type's text such as `(x: Int, y: Int)` ("" for an unlabeled
    /// element); nil when the text is not a tuple type or has no label at all.
    static func of(typeName name: String) -> [String]? {
        guard name.hasPrefix("("), name.hasSuffix(")") else { return nil }
        var parts: [String] = []
        var depth = 0
        var current = ""
        for ch in name.dropFirst().dropLast() {
            switch ch {
            case "(", "[", "<": depth += 1
            // The `>` of a function type's arrow (`() -> Int`) closes nothing.
            case ">" where current.last == "-": break
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(ch)
        }
        parts.append(current)
        guard parts.count > 1 else { return nil }
        let labels = parts.map { part -> String in
            guard let colon = part.firstIndex(of: ":") else { return "" }
            let label = part[..<colon].filter { $0 != " " }
            return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? String(label) : ""
        }
        return labels.allSatisfy(\.isEmpty) ? nil : labels
    }
}
