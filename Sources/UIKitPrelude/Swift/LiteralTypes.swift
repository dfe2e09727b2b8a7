// Swift's default literal types, for coordlab
// ===========================================
//
// The names a type conforming to a literal protocol may give its initializer's parameter
// (`init(stringLiteral value: StringLiteralType)`): the standard library's global aliases
// of the types a literal has without a context. coordlab loads this file before the
// UIKit stand-ins, and `coordlab prelude` does not print it, because swiftc has the real
// ones.

/// The type of an integer literal without a context.
typealias IntegerLiteralType = Int
/// The type of a floating-point literal without a context.
typealias FloatLiteralType = Double
/// The type of a Boolean literal without a context.
typealias BooleanLiteralType = Bool
/// The type of a string literal without a context.
typealias StringLiteralType = String
