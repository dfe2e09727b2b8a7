@testable import CoordLabSession
import Testing

/// Double's own members coordlab provides, computed by Swift's own (`NumberMethods`).
@Suite struct FloatingMembersTests {
    @Test func squareRootAndTruncatingRemainder() throws {
        #expect(try output(of: "print(2.0.squareRoot(), (9.0).squareRoot(), [16.0].map { $0.squareRoot() })\n")
                == "1.4142135623730951 3.0 [4.0]\n")
        #expect(try output(of: "let x = 7.5\nprint(x.truncatingRemainder(dividingBy: 2), x.truncatingRemainder(dividingBy: -2.0))\n")
                == "1.5 1.5\n")
    }

    @Test func roundedTakesSwiftsDefaultRuleOrTheOneGiven() throws {
        #expect(try output(of: "print(2.5.rounded(), (-2.5).rounded(), 2.5.rounded(.toNearestOrEven), 2.1.rounded(.up))\n")
                == "3.0 -3.0 2.0 3.0\n")
        #expect(try output(of: "let rules: [FloatingPointRoundingRule] = [.down, .towardZero, .awayFromZero]\nprint(rules.map { (-1.5).rounded($0) })\n")
                == "[-2.0, -1.0, -2.0]\n")
    }

    @Test func roundChangesTheVariableInPlace() throws {
        #expect(try output(of: "var x = 2.5\nx.round()\nvar y = 2.5\ny.round(.down)\nprint(x, y)\n") == "3.0 2.0\n")
    }
}

/// Int(_:) of a Double and Double's properties, as Swift gives them.
@Suite struct FloatingConversionTests {
    @Test func intOfADoubleTruncatesAndTrapsInSwiftsWords() throws {
        #expect(try output(of: "print(Int(-2.9), Int(Double(Int.min)), Double.nan.isNaN, (-2.5).magnitude, (1.0 / 0).isInfinite)\n")
                == "-2 -9223372036854775808 true 2.5 true\n")
        let w = try Workspace(output: { _ in }, loadsPrelude: false)
        for (value, why) in [("1e19", "greater than Int.max"), ("-1e19", "less than Int.min"), ("Double.nan", "either infinite or NaN")] {
            #expect { try w.run(swift: "let x = \(value)\nprint(Int(x))\n", fileName: "t.swift") } throws: { error in
                "\(error)".contains("Double value cannot be converted to Int because") && "\(error)".contains(why)
            }
        }
    }
}
