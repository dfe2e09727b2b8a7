import SwiftSyntax

/// `String(format: "%.2f", price)`: Foundation's formatting, run by Foundation itself. Its
/// arguments must be `CVarArg`s (swiftc refuses an Optional or a type of the program), and
/// a written format must read as many arguments as are given, each of the kind its
/// conversion reads: a mismatch, which Swift prints as garbage or crashes on, is refused.
extension BodyChecker {
    /// Whether `labels` are those of `String(format:_:…)`.
    static func isStringFormat(_ labels: [String?]) -> Bool {
        labels.first == "format" && labels.dropFirst().allSatisfy { $0 == nil }
    }

    /// Checks a `String(format:…)` call whose arguments (the format first) have types `args`.
    func checkStringFormat(_ call: CallArguments, types args: [SemaType]) {
        let values = Array(zip(call.arguments.dropFirst(), args.dropFirst()))
        var kinds: [FormatString.Argument?] = []
        for (argument, t) in values {
            let kind = Self.formatKind(of: t)
            if t.isKnown, kind == nil {
                if case .optional(let wrapped) = t {
                    // swiftc points at a member's name (`badge.unread`: at `unread`).
                    let place = argument.expression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(argument.expression)
                    error("value of optional type '\(t)' must be unwrapped to a value of type '\(wrapped)'", at: place)
                } else if t == .bool {
                    unsupported("a 'Bool' given to 'String(format:)'", at: argument.expression)
                } else {
                    error("argument type '\(t)' does not conform to expected type 'CVarArg'", at: argument.expression)
                }
                return
            }
            kinds.append(kind)
        }
        guard let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return }
        let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        guard let format = FormatString(text) else {
            unsupported("this 'String(format:)' format (a '*' width, a positional argument, '%s', '%p' or an unknown conversion)", at: literal)
            return
        }
        guard format.arguments.count == values.count else {
            unsupported("a 'String(format:)' whose format reads \(format.arguments.count) argument(s) where \(values.count) are given", at: literal)
            return
        }
        for (k, read) in format.arguments.enumerated() where kinds[k] != nil && kinds[k] != read {
            unsupported("a 'String(format:)' argument of type '\(values[k].1)' where its conversion reads \(read)", at: values[k].0.expression)
            return
        }
    }

    /// What kind of `String(format:)` argument a value of type `t` is; nil when it is not one
    /// (or the type is not known).
    private static func formatKind(of t: SemaType) -> FormatString.Argument? {
        switch t {
        case .int: return .integer
        case .double, .named("Float"), .named("CGFloat"): return .floating
        case .string: return .object
        default: return t.sizedInteger != nil ? .integer : nil
        }
    }
}
