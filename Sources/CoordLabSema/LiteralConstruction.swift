/// A literal that makes an instance of a program's type through the initializer of the
/// literal protocol the type conforms to (`let m: Meters = 1.5` is `Meters(floatLiteral: 1.5)`).
public struct LiteralConstruction: Sendable, Equatable {
    /// The type the literal makes.
    public let typeName: String
    /// The initializer's argument label (`integerLiteral`, `floatLiteral`, …).
    public let label: String

    /// Whether `name` is a literal protocol coordlab makes instances through: a program's
    /// type may conform to it without the protocol being modelled as a type.
    public static func isLiteralProtocol(_ name: String) -> Bool {
        name == "ExpressibleByArrayLiteral" || protocols.contains { $0.name == name }
    }

    /// The literal protocols whose initializer coordlab calls, each with its label and the
    /// standard type of its literal (the protocol's default associated type).
    static let protocols: [(name: String, label: String, literalType: SemaType)] = [
        ("ExpressibleByIntegerLiteral", "integerLiteral", .named("Int")),
        ("ExpressibleByFloatLiteral", "floatLiteral", .named("Double")),
        ("ExpressibleByBooleanLiteral", "booleanLiteral", .named("Bool")),
        ("ExpressibleByStringLiteral", "stringLiteral", .named("String")),
    ]
}
