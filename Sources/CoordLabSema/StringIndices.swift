import SwiftSyntax

/// String's index API (`startIndex`, `index(after:)`, `firstIndex(of:)`, `s[i]`, `s[i..<j]`,
/// `insert(_:at:)`, …), typed with `String.Index` so that an `Int` where an index belongs is
/// refused as swiftc refuses it.
///
/// coordlab runs an index as the number of characters before it. That is what Swift's index
/// means for indices a program takes from the string it uses them on; a `Substring` keeps
/// its base string's indices, so the index API of a substring is refused, and so is printing
/// an index (Swift prints its raw bits).
enum StringIndices {
    /// `String.Index`.
    static let index = SemaType.named("String.Index")

    /// One labelled form of a method: its parameter types and result.
    struct Form {
        let parameters: [SemaType]
        let result: SemaType
    }

    /// The index properties of a String, with their types.
    static let properties: [String: SemaType] = [
        "startIndex": index, "endIndex": index, "indices": .array(index),
    ]

    /// The index methods of a String, by name and argument labels. A range of indices is
    /// typed `unknown` here and checked bound by bound (`checkStringRange`).
    static let methods: [String: [[String?]: Form]] = [
        "index": [
            ["after"]: Form(parameters: [index], result: index),
            ["before"]: Form(parameters: [index], result: index),
            [nil, "offsetBy"]: Form(parameters: [index, .int], result: index),
            [nil, "offsetBy", "limitedBy"]: Form(parameters: [index, .int, index], result: .optional(index)),
        ],
        "distance": [["from", "to"]: Form(parameters: [index, index], result: .int)],
        // Foundation's: where a string first occurs (a file must import Foundation).
        "range": [["of"]: Form(parameters: [.string], result: .optional(.generic("Range", [index])))],
        "firstIndex": searches, "lastIndex": searches,
        "insert": [[nil, "at"]: Form(parameters: [.character, index], result: .void),
                   ["contentsOf", "at"]: Form(parameters: [.string, index], result: .void)],
        "remove": [["at"]: Form(parameters: [index], result: .character)],
        "removeSubrange": [[nil]: Form(parameters: [.unknown], result: .void)],
        "replaceSubrange": [[nil, "with"]: Form(parameters: [.unknown, .string], result: .void)],
    ]

    /// `firstIndex` and `lastIndex`: of a character, or where a predicate holds (a trailing
    /// closure has no label).
    private static let searches: [[String?]: Form] = [
        ["of"]: Form(parameters: [.character], result: .optional(index)),
        ["where"]: Form(parameters: [.function([.character], .bool)], result: .optional(index)),
        [nil]: Form(parameters: [.function([.character], .bool)], result: .optional(index)),
    ]

    /// Whether `name` is part of the index API.
    static func has(_ name: String) -> Bool { properties[name] != nil || methods[name] != nil }
}

extension BodyChecker {
    /// Member `name` of the index API on a String or Substring; nil when `name` is not one.
    func stringIndexMember(_ name: String, of base: SemaType, at node: some SyntaxProtocol, call: CallArguments?) -> SemaType? {
        guard base == .string || base == StandardMembers.substring, StringIndices.has(name),
              seesFrameworks || !StringModuleMembers.foundation.contains(name) else { return nil }
        if base == StandardMembers.substring {
            unsupported("'Substring.\(name)' (a substring keeps its string's indices)", at: node)
            typeArguments(call, parameters: nil)
            return .unknown
        }
        guard let call else { return StringIndices.properties[name] ?? .unknown }
        let labels = call.arguments.map(\.label)
        guard let form = StringIndices.methods[name]?[labels] else {
            unsupported("'String.\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))'", at: node)
            typeArguments(call, parameters: nil)
            return .unknown
        }
        typeArguments(call, parameters: form.parameters)
        if ["removeSubrange", "replaceSubrange"].contains(name), let range = call.arguments.first?.expression {
            checkStringRange(range, at: range)
        }
        return form.result
    }

    /// `s[i]` and `s[i..<j]` of a String: the type of the read (nil for another base), with
    /// an `Int` index or range refused in swiftc's words.
    func stringSubscriptType(_ s: SubscriptCallExprSyntax, base: SemaType, isRange: Bool) -> SemaType? {
        guard base == .string || base == StandardMembers.substring, s.arguments.count == 1,
              let argument = s.arguments.first, argument.label == nil else { return nil }
        if base == StandardMembers.substring {
            unsupported("subscripts of a 'Substring' (a substring keeps its string's indices)", at: s)
            return .unknown
        }
        if isRange {
            checkStringRange(argument.expression, at: s)
            return StandardMembers.substring
        }
        let t = quietType(of: argument.expression)
        if t == .int {
            error("'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.", at: s)
        }
        return .character
    }

    /// Refuses a range of `Int`s (or of anything but indices) used to cut a String.
    private func checkStringRange(_ range: ExprSyntax, at node: some SyntaxProtocol) {
        let bounds: [ExprSyntax]
        if let i = range.as(InfixOperatorExprSyntax.self) { bounds = [i.leftOperand, i.rightOperand] }
        else if let p = range.as(PrefixOperatorExprSyntax.self) { bounds = [p.expression] }
        else if let p = range.as(PostfixOperatorExprSyntax.self) { bounds = [p.expression] }
        else { bounds = [] }
        // A range of indices kept in a variable or passed in (`s[r]`).
        if bounds.isEmpty, case .generic(let n, [StringIndices.index]) = quietType(of: range),
           StandardMembers.rangeTypes.contains(n) { return }
        let types = bounds.map { quietType(of: $0) }
        if types.contains(.int) {
            error("'subscript(_:)' is unavailable: cannot subscript String with an integer range, use a String.Index range instead.", at: node)
        } else if types.contains(where: { $0.isKnown && $0 != StringIndices.index }) || bounds.isEmpty {
            unsupported("cutting a String with this range ('\(range.trimmedDescription)')", at: range)
        }
    }
}

extension SemaType {
    /// Whether a `String.Index` is part of the type (printing one is refused).
    var holdsStringIndex: Bool {
        switch self {
        case .named(let n): return n == "String.Index"
        case .optional(let t), .array(let t), .slice(let t), .set(let t), .metatype(let t): return t.holdsStringIndex
        case .dictionary(let k, let v): return k.holdsStringIndex || v.holdsStringIndex
        case .tuple(let es): return es.contains { $0.type.holdsStringIndex }
        case .generic(_, let args): return args.contains { $0.holdsStringIndex }
        case .function, .parameter, .unknown: return false
        }
    }
}
