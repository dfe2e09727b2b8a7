@testable import CoordLabSession
import Testing

/// Double's own members coordlab provides, computed by Swift's own (`NumberMethods`).
@Suite struct FloatingMembersTests {
    private func printed(_ source: String) throws -> String {
        var out = ""
        let w = try Workspace(output: { out += $0 }, loadsPrelude: false)
        try w.run(swift: source, fileName: "t.swift")
        return out
    }

    @Test func squareRootAndTruncatingRemainder() throws {
        #expect(try printed("print(2.0.squareRoot(), (9.0).squareRoot(), [16.0].map { $0.squareRoot() })\n")
                == "1.4142135623730951 3.0 [4.0]\n")
        #expect(try printed("let x = 7.5\nprint(x.truncatingRemainder(dividingBy: 2), x.truncatingRemainder(dividingBy: -2.0))\n")
                == "1.5 1.5\n")
    }

    @Test func roundedTakesSwiftsDefaultRuleOrTheOneGiven() throws {
        #expect(try printed("print(2.5.rounded(), (-2.5).rounded(), 2.5.rounded(.toNearestOrEven), 2.1.rounded(.up))\n")
                == "3.0 -3.0 2.0 3.0\n")
        #expect(try printed("let rules: [FloatingPointRoundingRule] = [.down, .towardZero, .awayFromZero]\nprint(rules.map { (-1.5).rounded($0) })\n")
                == "[-2.0, -1.0, -2.0]\n")
    }

    @Test func roundChangesTheVariableInPlace() throws {
        #expect(try printed("var x = 2.5\nx.round()\nvar y = 2.5\ny.round(.down)\nprint(x, y)\n") == "3.0 2.0\n")
    }
}
