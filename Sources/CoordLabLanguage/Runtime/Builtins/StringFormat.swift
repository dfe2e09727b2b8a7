import CoordLabSema
import Foundation

/// `String(format:…)`, formatted by Foundation as a Swift program's is.
extension Interpreter {
    /// Formats `args` (the format first) as `String(format:)` does; traps, as unsupported,
    /// where the format reads arguments coordlab cannot give it (the checker refuses a
    /// written format of that kind before the run).
    func formatString(_ args: [Value], at loc: CodeLocation) throws -> Value {
        guard case .string(let text)? = args.first else { throw Trap("String(format:) needs a String format", at: loc) }
        let values = Array(args.dropFirst())
        guard let format = FormatString(text), format.arguments.count == values.count else {
            throw Trap("coordlab does not support the 'String(format:)' format \"\(text)\" with \(values.count) argument(s)", at: loc)
        }
        var converted: [CVarArg] = []
        for (read, v) in zip(format.arguments, values) {
            switch (read, v) {
            case (.integer, .int(let n)): converted.append(n)
            case (.integer, .sized(let s)):
                converted.append(s.kind.isSigned ? Int(truncatingIfNeeded: s.number) : UInt(truncatingIfNeeded: s.number))
            case (.floating, .double(let d)): converted.append(d)
            case (.floating, .float(let f)): converted.append(Double(f))
            case (.object, .string(let s)): converted.append(s)
            default:
                throw Trap("coordlab does not support giving '\(typeName(of: v))' to a 'String(format:)' conversion that reads \(read)", at: loc)
            }
        }
        return .string(String(format: text, arguments: converted))
    }
}
