/// The conversions of a `String(format:)` format (`"%.2f of %d"`): what each argument must
/// be, so that a mismatch Swift would print as garbage, or crash on, is refused instead.
public struct FormatString: Sendable, Equatable {
    /// What a conversion reads from its argument.
    public enum Argument: Sendable, Equatable {
        /// `%d %i %u %o %x %X %c`: an integer.
        case integer
        /// `%f %F %e %E %g %G %a %A`: a floating-point number.
        case floating
        /// `%@`: an object; here, a String.
        case object
    }

    /// The arguments the conversions read, in order.
    public let arguments: [Argument]

    private static let flags = Set("-+ 0#'")
    private static let lengths = Set("hlqLzjt")
    private static let integers = Set("diuoxXc")
    private static let floatings = Set("fFeEgGaA")

    /// Reads `format`; nil when it uses what coordlab does not run: a `*` width or
    /// precision, positional arguments (`%1$@`), `%s`, `%p`, `%n` or an unknown conversion.
    public init?(_ format: String) {
        var arguments: [Argument] = []
        var chars = Array(format)[...]
        while let c = chars.popFirst() {
            guard c == "%" else { continue }
            while let f = chars.first, Self.flags.contains(f) { chars.removeFirst() }
            while let d = chars.first, d.isASCII, d.isNumber { chars.removeFirst() }
            if chars.first == "." {
                chars.removeFirst()
                while let d = chars.first, d.isASCII, d.isNumber { chars.removeFirst() }
            }
            while let l = chars.first, Self.lengths.contains(l) { chars.removeFirst() }
            guard let conversion = chars.popFirst() else { return nil }
            switch conversion {
            case "%": continue
            case "@": arguments.append(.object)
            case _ where Self.integers.contains(conversion): arguments.append(.integer)
            case _ where Self.floatings.contains(conversion): arguments.append(.floating)
            default: return nil
            }
        }
        self.arguments = arguments
    }
}
