import CoordLabLanguage
import Testing

/// `fallthrough` runs the next clause's body; swiftc's rules on where it may go are
/// checked before the program runs.
@Suite struct FallthroughTests {
    @Test func theNextBodyRunsAfterTheClauseBindingsAreReleased() throws {
        let printed = try output(of: """
        final class T { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("deinit \\(n)") } }
        func run(_ t: T?) {
            switch t {
            case let x? where x.n > 0:
                print("positive", x.n)
                fallthrough
            case .some:
                print("some")
            case nil:
                print("nil")
            }
        }
        run(T(1))
        run(nil)
        """)
        #expect(printed == "positive 1\nsome\ndeinit 1\nnil\n")
    }

    @Test func aFallthroughInALoopLeavesTheLoop() throws {
        let printed = try output(of: """
        switch 1 {
        case 1: for i in 0..<3 { print(i); if i == 1 { fallthrough } }
        default: print("default")
        }
        """)
        #expect(printed == "0\n1\ndefault\n")
    }

    @Test func swiftcsRulesAreCheckedBeforeTheProgramRuns() throws {
        let (last, printedLast) = try refusal("print(0)\nswitch 1 {\ncase 1: print(1)\ndefault: fallthrough\n}")
        #expect(last?.message == "'fallthrough' without a following 'case' or 'default' block")
        #expect(last?.location.description == "t.swift:4:10")
        #expect(printedLast.isEmpty)
        let (binding, _) = try refusal("switch 1 {\ncase 1: fallthrough\ncase let y: print(y)\n}")
        #expect(binding?.message == "'fallthrough' from a case which doesn't bind variable 'y'")
        try expectUnsupported("switch (1, 2) {\ncase (let a, 1): fallthrough\ncase (let a, _): print(a)\n}",
                              at: "t.swift:2:18", saying: "'fallthrough' into a case that binds variables")
    }

    @Test func everyPatternOfACaseBindsTheSameNames() throws {
        let (e, printed) = try refusal("enum L { case user(String), settings }\nprint(0)\nswitch L.settings {\ncase .user(let name), .settings: print(name)\n}")
        #expect(e?.message == "'name' must be bound in every pattern")
        #expect(e?.location.description == "t.swift:4:16")
        #expect(printed.isEmpty)
        #expect(try output(of: "enum L { case a(Int), b(Int) }\nswitch L.b(2) {\ncase .a(let n), .b(let n): print(n)\n}") == "2\n")
    }
}
