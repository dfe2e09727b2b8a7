// Swift's FloatingPointRoundingRule, for coordlab
// ===============================================
//
// The rule `Double.rounded(_:)` and `round(_:)` take (`x.rounded(.up)`): the same cases,
// in Swift's order. coordlab rounds with the real rule of the case's name; it loads this
// file before the UIKit stand-ins, and `coordlab prelude` does not print it, because
// swiftc has the real one.

/// How a value is rounded to an integral one.
enum FloatingPointRoundingRule {
    case toNearestOrAwayFromZero
    case toNearestOrEven
    case up
    case down
    case towardZero
    case awayFromZero
}
