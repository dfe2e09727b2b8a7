@testable import CoordLabSession
import Testing

/// Double's own members coordlab provides. `squareRoot()` has no conformance program: on
/// Linux, swiftc links it only with Foundation imported, which that suite leaves out.
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

    @Test func roundedIsStillRefusedBeforeTheRun() throws {
        var out = ""
        let w = try Workspace(output: { out += $0 }, loadsPrelude: false)
        #expect(throws: (any Error).self) { try w.run(swift: "print(1)\nprint(2.5.rounded())\n", fileName: "t.swift") }
        #expect(out.isEmpty)
    }
}
