// custom string interpolation (an extension of String.StringInterpolation) is refused as unsupported before the program runs, not as a type that cannot be found
// expect-error: coordlab does not support extensions of standard types ('String.StringInterpolation') yet
// expect-line: 5
print("start")
extension String.StringInterpolation {
    mutating func appendInterpolation(price cents: Int) {
        appendLiteral("$\(cents / 100)")
    }
}
print("total: \(price: 1250)")
